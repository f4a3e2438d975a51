import { Button } from "./button.tsx";

/** Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
