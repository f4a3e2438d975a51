/** Where the server's renderer says the site is; the browser knows it from its own address. */
let renderedOrigin = "";

/** For the server's renderer (entry-server.tsx), which has no window: the app's public URL. */
export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin.replace(/\/$/, "");
}

/** This site's origin ("https://…", no trailing slash), for links a coach shares or a crawler reads. */
export function siteOrigin(): string {
  return typeof window === "undefined" ? renderedOrigin : window.location.origin;
}
