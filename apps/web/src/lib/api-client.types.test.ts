import type { AuthSessionResponse, FeedbackItem } from "@touchline/contracts";
import type { Diagram } from "@touchline/diagram";
import { describe, expectTypeOf, it } from "vitest";
import { api, type ApiInput, type ApiOutput } from "./api-client.ts";

/*
 * What the type checker refuses. `npm run typecheck` (tsc -p apps/web) checks these lines: each
 * @ts-expect-error must meet an error, or the check fails. The function is never called.
 */
function refused() {
  // @ts-expect-error: no such route
  void api.get("/api/no-such-route");
  // @ts-expect-error: the route exists for POST only
  void api.get("/api/feedback/:id/vote", { param: { id: "f1" } });
  // @ts-expect-error: the :id param is missing
  void api.get("/api/sessions/:id");
  // @ts-expect-error: the param object lacks id
  void api.get("/api/sessions/:id", { param: {} });
  // @ts-expect-error: the feedback body has no such field
  void api.post("/api/feedback", { json: { title: "Nets", description: "More nets", colour: "red" } });
  // @ts-expect-error: the body lacks the required description
  void api.post("/api/feedback", { json: { title: "Nets" } });
  // @ts-expect-error: a title is a string
  void api.put("/api/tactical-drills/:id", { param: { id: "d1" }, json: { title: 3 } });
  // @ts-expect-error: not one of the sort orders
  void api.get("/api/sessions/mine", { query: { sort: "colour" } });
  // @ts-expect-error: a JSON route takes no FormData
  void api.post("/api/feedback", { form: new FormData() });
  // @ts-expect-error: a GET sends no body
  void api.get("/api/admin/images", { query: {}, form: new FormData() });
}

describe("the client's types come from the server's route contracts", () => {
  it("refuses unknown paths, missing params and wrong bodies (checked by tsc)", () => {
    expectTypeOf(refused).toBeFunction();
  });

  it("types each answer without a cast", () => {
    expectTypeOf(api.get<"/api/auth/session">).returns.resolves.toEqualTypeOf<AuthSessionResponse>();
    expectTypeOf<ApiOutput<"post", "/api/feedback">>().toEqualTypeOf<{ item: FeedbackItem }>();
    expectTypeOf<ApiOutput<"get", "/api/tactical-drills/:id">["drill"]["diagram"]>().toEqualTypeOf<Diagram>();
    expectTypeOf<ApiOutput<"delete", "/api/sessions/:id">>().toEqualTypeOf<{ ok: true }>();
  });

  it("takes a diagram as it comes, for the server to migrate and check", () => {
    expectTypeOf<ApiInput<"post", "/api/tactical-drills">["json"]>().toEqualTypeOf<{
      title: string;
      diagram: unknown;
    }>();
  });
});
