import { DrillLibrary } from "../../features/sessions/components/drill-library.tsx";

export default function LibraryPage() {
  return (
    <>
      <title>Library – Touchline</title>
      <DrillLibrary />
    </>
  );
}
