import { useLingui } from "@lingui/react/macro";
import { SyllabusCoverage, SyllabusPlan } from "../../features/syllabus/index.ts";
import { useClubOutlet } from "./club-outlet.ts";

/** `/clubs/:clubId/syllabus`: the themes of the season's weeks, and how far each team follows them. */
export default function ClubSyllabusPage() {
  const { t } = useLingui();
  const { club } = useClubOutlet();
  const clubName = club.name;
  return (
    <>
      <title>{t`Syllabus – ${clubName} – Touchline`}</title>
      <div className="flex flex-col gap-10">
        <SyllabusPlan clubId={club.id} myRole={club.myRole} />
        <SyllabusCoverage clubId={club.id} />
      </div>
    </>
  );
}
