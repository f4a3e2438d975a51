import { GlobalLibrary } from "../../features/global-library/components/global-library.tsx";

export default function GlobalLibraryPage() {
  return (
    <>
      <title>Global Library – Touchline</title>
      <GlobalLibrary />
    </>
  );
}
