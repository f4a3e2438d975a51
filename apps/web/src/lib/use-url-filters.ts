import { useRef } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";

/**
 * A page's filters kept in the URL's query, so a search can be bookmarked or shared and Back returns to
 * it. `update` sets or clears keys, goes back to the first page unless the patch sets one, and replaces
 * the history entry. A change that lands once the user is leaving the page (a debounced search after a
 * click that navigates away) is dropped: it would replace their new URL, or cancel the navigation while
 * the next page's code loads. The patch applies to the address as it is when `update` runs, not as it was
 * when the caller rendered: a debounced search applied after a select changed keeps that select's choice.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Read when `update` runs, which may be from a timer set several renders ago.
  const isLeaving = useRef(false);
  isLeaving.current = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const update = (patch: Record<string, string | undefined>) => {
    if (isLeaving.current || window.location.pathname !== pathname) return;
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
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
