import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundHead } from "../../lib/page-head.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { describePage } from "./describe-page.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const defaults = { siteTitle: "Touchline", siteDescription: "Training sessions" };

describe("a page whose address holds text the database cannot store", () => {
  it("is the 404 page, with no query and no error", async () => {
    for (const pathname of ["/sessions/%00", "/s/a%00", "/blog/post%00"]) {
      expect(await describePage(t.deps.db, pathname, defaults)).toEqual(notFoundHead(defaults));
    }
  });
});
