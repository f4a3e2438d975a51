import { CreateClubForm } from "../../features/clubs/index.ts";
import { useSetPageLabel } from "../../lib/page-label.ts";

/** `/clubs/new`. */
export default function CreateClubPage() {
  useSetPageLabel("Create a club");
  return (
    <>
      <title>Create a club – Touchline</title>
      <CreateClubForm />
    </>
  );
}
