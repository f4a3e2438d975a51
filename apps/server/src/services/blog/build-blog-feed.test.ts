// The app first: it teaches zod the OpenAPI extension before the contracts build their schemas.
import { createTestApp, readJson, type TestApp } from "../../../test/test-app.ts";
import { BLOG_FEED_PATH } from "@touchline/contracts";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUserRole } from "../users/set-user-role.ts";

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses with a strict, conforming XML parser: any well-formedness error (a raw `<` in an attribute, a control character) fails. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  parser.on("error", (error) => errors.push(error.message));
  parser.on("opentag", (tag) => {
    const element: XmlElement = {
      name: tag.local,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value]),
      ),
      children: [],
      text: "",
    };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on("text", (text) => (open.at(-1)!.text += text));
  parser.on("cdata", (text) => (open.at(-1)!.text += text));
  parser.on("closetag", () => open.pop());
  parser.write(xml).close();
  expect(errors).toEqual([]);
  return root.children[0]!;
}

const child = (element: XmlElement, name: string) => element.children.find((candidate) => candidate.name === name);
const children = (element: XmlElement, name: string) => element.children.filter((candidate) => candidate.name === name);

/** Plain text the feed types as html arrives as that text, HTML-escaped. */
const asHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signUp"]>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ firstName: `<b>Ana</b> & "Co"`, lastName: "O'Brien \u0007]]>" });
  await setUserRole(t.deps.db, admin.email, "admin");
});
afterAll(() => t.close());

async function feed(): Promise<XmlElement> {
  const response = await t.request(BLOG_FEED_PATH);
  expect(response.status).toBe(200);
  const root = parseXml(await response.text());
  expect(root.name).toBe("feed");
  expect(root.attributes.xmlns).toBe("http://www.w3.org/2005/Atom");
  return root;
}

describe("the Atom feed with hostile posts", () => {
  it("stays well-formed XML and carries titles, tags, summaries and author names as the text they were", async () => {
    const title = `</title><script>alert(1)</script> & "quotes" 'single' ]]> <![CDATA[x]]> \u0001\u001b end`;
    const excerpt = `<img src=x onerror=alert(1)> & ]]> "q" \u000b`;
    const body = `BODY-MARKER <script>alert(2)</script> ]]> & \u0002 <![CDATA[`;
    const tags = [`<script>`, `a"b'c&d`, `]]>`, `x<y>z`, `bell\u0007`];
    const response = await t.request("/api/admin/blog/posts", {
      body: { title, excerpt, body, tags, status: "published" },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(201);
    const { post } = await readJson(response);

    const entry = children(await feed(), "entry").find((candidate) =>
      child(candidate, "id")?.text.endsWith(`/blog/${post.slug}`),
    );
    expect(entry).toBeDefined();
    // Characters XML 1.0 cannot carry at all (C0 controls but tab and newlines) are dropped; the rest is kept.
    expect(child(entry!, "title")?.text).toBe(
      asHtml(`</title><script>alert(1)</script> & "quotes" 'single' ]]> <![CDATA[x]]>  end`),
    );
    expect(child(entry!, "title")?.attributes.type).toBe("html");
    expect(child(entry!, "summary")?.text).toBe(asHtml(`<img src=x onerror=alert(1)> & ]]> "q"`));
    expect(children(entry!, "category").map((category) => category.attributes)).toEqual(
      [`<script>`, `a"b'c&d`, `]]>`, `x<y>z`, `bell`].map((tag) => ({ term: tag, label: tag })),
    );
    expect(child(child(entry!, "author")!, "name")?.text).toBe(`<b>Ana</b> & "Co" O'Brien ]]>`);
    // Only the site renders the Markdown body (safely); the feed carries the excerpt.
    expect(child(entry!, "content")).toBeUndefined();
    expect(await (await t.request(BLOG_FEED_PATH)).text()).not.toContain("BODY-MARKER");
  });

  it("stays well-formed with an empty excerpt and no tags", async () => {
    const response = await t.request("/api/admin/blog/posts", {
      body: { title: "Plain & simple", status: "published" },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(201);
    const { post } = await readJson(response);
    const entry = children(await feed(), "entry").find((candidate) =>
      child(candidate, "id")?.text.endsWith(`/blog/${post.slug}`),
    );
    expect(child(entry!, "title")?.text).toBe("Plain &amp; simple");
    expect(child(entry!, "summary")).toBeUndefined();
    expect(children(entry!, "category")).toEqual([]);
  });
});
