import { GlobalLibrary } from "../../features/sessions/components/global-library.tsx";

export default function GlobalLibraryPage() {
  return (
    <>
      <title>Global Library – Touchline</title>
      <GlobalLibrary />
    </>
  );
}
