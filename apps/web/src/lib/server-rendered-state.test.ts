import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { hydrateServerState, SERVER_STATE_ELEMENT_ID, serializeServerState } from "./server-rendered-state.ts";

/** The server's cache, as the JSON script of a page, read back by the browser's. */
function carry(server: QueryClient): QueryClient {
  document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeServerState(server)}</script>`;
  const browser = new QueryClient();
  expect(hydrateServerState(browser, document)).not.toBeNull();
  return browser;
}

describe("the answers a server-rendered page carries", () => {
  it("arrive in the browser's cache, text that could close the script included", async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ["post"], queryFn: () => ({ title: "Rondos </script><b>" }) });
    expect(carry(server).getQueryData(["post"])).toEqual({ title: "Rondos </script><b>" });
  });

  it("keep a refusal an ApiError with its code, so a private session is still drawn as the 404 page", async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      queryKey: ["session", "private"],
      queryFn: () => Promise.reject(new ApiError(404, "NOT_FOUND", "There is no such session.")),
    });
    const error = carry(server).getQueryState(["session", "private"])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", message: "There is no such session." });
  });

  it("are not there on a page the browser draws itself", () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(hydrateServerState(new QueryClient(), document)).toBeNull();
  });
});
