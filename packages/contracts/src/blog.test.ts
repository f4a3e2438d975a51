import { describe, expect, it } from "vitest";
import { BLOG_SLUG_PATTERN, BlogPostInputSchema, MAX_BLOG_SLUG, slugify } from "./blog.ts";

describe("slugify", () => {
  it("turns a title into lowercase words joined by hyphens, accents dropped", () => {
    expect(slugify("Rondos: five variations & what each one teaches")).toBe(
      "rondos-five-variations-what-each-one-teaches",
    );
    expect(slugify("  Técnica für U12s — Übung 1  ")).toBe("tecnica-fur-u12s-ubung-1");
    expect(slugify("4v4+2: transition!")).toBe("4v4-2-transition");
  });

  it("falls back to 'post' when nothing usable is left", () => {
    expect(slugify("⚽🔥")).toBe("post");
    expect(slugify("足球训练")).toBe("post");
  });

  it("stays within the limit and cuts at a word boundary", () => {
    const slug = slugify(`${"pressing ".repeat(20)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_BLOG_SLUG);
    expect(slug).toMatch(BLOG_SLUG_PATTERN);
    expect(slug.endsWith("pressing")).toBe(true);
    const longWord = slugify("a".repeat(150));
    expect(longWord).toBe("a".repeat(MAX_BLOG_SLUG));
  });
});

describe("BlogPostInputSchema", () => {
  it("fills defaults and drops duplicate tags", () => {
    expect(BlogPostInputSchema.parse({ title: " Hello ", tags: ["u12", "u12", "rondo"] })).toEqual({
      title: "Hello",
      slug: "",
      excerpt: "",
      body: "",
      tags: ["u12", "rondo"],
      coverImageId: null,
      status: "draft",
    });
  });

  it("refuses slugs that are not lowercase words and hyphens", () => {
    for (const slug of ["Upper", "two  spaces", "-leading", "trailing-", "double--hyphen", "dots.too"]) {
      expect(BlogPostInputSchema.safeParse({ title: "T", slug }).success).toBe(false);
    }
    expect(BlogPostInputSchema.safeParse({ title: "T", slug: "rondo-4v2" }).success).toBe(true);
  });
});
