import { useLingui } from "@lingui/react/macro";
import { CreateClubForm } from "../../features/clubs/index.ts";
import { useSetPageLabel } from "../../lib/page-label.ts";

/** `/clubs/new`. */
export default function CreateClubPage() {
  const { t } = useLingui();
  useSetPageLabel(t`Create a club`);
  return (
    <>
      <title>{t`Create a club – Touchline`}</title>
      <CreateClubForm />
    </>
  );
}
