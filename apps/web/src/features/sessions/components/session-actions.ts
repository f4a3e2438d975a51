import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Session, SizeUnit } from "@touchline/contracts";
import { copyWithToast } from "../../../components/ui/copy-with-toast.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { siteOrigin } from "../../../lib/site-origin.ts";

/** The short link a coach shares: /s/{shortId} on this site. */
export const shareUrlOf = (session: Pick<Session, "shortId">) => `${siteOrigin()}/s/${session.shortId}`;

/** Copies the share link, saying so in a toast (a click's work, in the browser: the app's language). */
export async function copyShareLink(session: Pick<Session, "shortId" | "visibility">) {
  const url = shareUrlOf(session);
  await copyWithToast(url, {
    copied: {
      title: t`Share link copied`,
      description:
        session.visibility === "public" ? url : t`${url} — only you can open it until you publish the session.`,
    },
    failed: { title: t`Share link`, description: url },
  });
}

/**
 * Renders and downloads the PDF, its words in the reader's language (`i18n`, the page's) and sizes in the
 * coach's unit; the PDF library loads only now.
 */
export async function downloadSessionPdf(session: Session, i18n: I18n, sizeUnit?: SizeUnit) {
  try {
    const { exportSessionPdf } = await import("../pdf/export-session-pdf.ts");
    await exportSessionPdf(session, { shareUrl: shareUrlOf(session), sizeUnit, i18n });
  } catch (error) {
    toast({
      title: t`PDF export failed`,
      description: error instanceof Error ? error.message : t`Please try again.`,
      variant: "destructive",
    });
  }
}

/**
 * Starts loading the PDF code and fonts when the coach reaches for the Export button (hover or focus),
 * so the export itself is quick; visitors who never export never download them.
 */
export function preloadSessionPdfExport() {
  void import("../pdf/export-session-pdf.ts")
    .then(({ preloadSessionPdf }) => preloadSessionPdf())
    .catch(() => {
      // The export itself will try again and report a failure.
    });
}
