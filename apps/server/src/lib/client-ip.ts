import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * What an in-process request made on a visitor's behalf (a server-drawn page's API reads, ssr/page-renderer.ts)
 * carries as its Hono env: the address of the visitor whose page is drawn. The Node adapter gives every HTTP
 * request its own env (the socket's request and response), so no client can set this.
 */
export interface OnBehalfOfVisitor {
  visitorAddress: string;
}

/**
 * The address rate limits and view counts go by. X-Forwarded-For is only believed behind a trusted proxy,
 * where the last hop appended by that proxy is the client.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  const onBehalfOf = (c.env as Partial<OnBehalfOfVisitor> | undefined)?.visitorAddress;
  if (onBehalfOf !== undefined) return onBehalfOf;
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "local";
  }
}
