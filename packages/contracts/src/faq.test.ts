import { describe, expect, it } from "vitest";
import { allFaqEntries, faqAnswerParts, faqAnswerText, LANDING_FAQ_IDS } from "./faq.ts";
import { matchSiteRoute } from "./site-routes.ts";

describe("the FAQ", () => {
  it("has unique anchors, and the landing page's questions all exist", () => {
    const ids = allFaqEntries().map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of LANDING_FAQ_IDS) expect(ids).toContain(id);
  });

  it("links only to pages of the app", () => {
    for (const entry of allFaqEntries()) {
      for (const part of faqAnswerParts(entry.answer)) {
        if (part.to)
          expect({ id: entry.id, to: part.to, match: matchSiteRoute(part.to) !== null }).toEqual({
            id: entry.id,
            to: part.to,
            match: true,
          });
      }
    }
  });

  it("cuts an answer into text and links, and reads it as plain text", () => {
    const answer = "Open the [tactical board](/tactical-board) now. See [Log In](/login).";
    expect(faqAnswerParts(answer)).toEqual([
      { text: "Open the " },
      { text: "tactical board", to: "/tactical-board" },
      { text: " now. See " },
      { text: "Log In", to: "/login" },
      { text: "." },
    ]);
    expect(faqAnswerText(answer)).toBe("Open the tactical board now. See Log In.");
  });
});
