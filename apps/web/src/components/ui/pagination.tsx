import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "./button.tsx";

/**
 * Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page.
 * `morePages`: the list was counted only up to a cap, so "m+" (there are more pages than m).
 */
export function Pagination({
  page,
  pages,
  morePages = false,
  onPageChange,
}: {
  page: number;
  pages: number;
  morePages?: boolean;
  onPageChange(page: number): void;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Trans>Previous page</Trans>
      </Button>
      <span className="text-sm">
        {morePages ? (
          <Trans comment="There are more pages than {pages}: the list was counted only up to a cap.">
            Page {page} of {pages}+
          </Trans>
        ) : (
          <Trans>
            Page {page} of {pages}
          </Trans>
        )}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  );
}
