import { useLocation, useSearchParams } from "react-router";

/**
 * A page's filters kept in the URL's query, so a search can be bookmarked or shared and Back returns to
 * it. `update` sets or clears keys, goes back to the first page unless the patch sets one, and replaces
 * the history entry. A change that lands after the user left the page (a debounced search while the
 * next page loads) is dropped rather than rewriting their new URL.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const update = (patch: Record<string, string | undefined>) => {
    if (window.location.pathname !== pathname) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("page" in patch)) next.delete("page");
        return next;
      },
      { replace: true },
    );
  };
  return { params, update };
}
