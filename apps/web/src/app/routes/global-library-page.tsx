import { useLingui } from "@lingui/react/macro";
import { GlobalLibrary } from "../../features/global-library/components/global-library.tsx";

export default function GlobalLibraryPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`Global Library – Touchline`}</title>
      <GlobalLibrary />
    </>
  );
}
