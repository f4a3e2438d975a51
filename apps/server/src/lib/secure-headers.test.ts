import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("secure headers", () => {
  it("ask for HTTPS for a year, subdomains included", async () => {
    const response = await t.request("/api/health");
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("allow no <base> element and scripts only from our origin", async () => {
    const csp = (await t.request("/api/health")).headers.get("Content-Security-Policy") ?? "";
    const directives = new Map(
      csp.split(";").map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values.join(" ")] as const;
      }),
    );
    expect(directives.get("base-uri")).toBe("'none'");
    expect(directives.get("script-src")).toBe("'self' 'wasm-unsafe-eval'");
    expect(directives.get("object-src")).toBe("'none'");
    expect(directives.get("frame-ancestors")).toBe("'none'");
  });

  it("allow the offline service worker and the install manifest from our origin only", async () => {
    const csp = (await t.request("/api/health")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
