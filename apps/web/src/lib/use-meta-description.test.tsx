import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useMetaDescription } from "./use-meta-description.ts";

function Page({ description }: { description: string }) {
  useMetaDescription(description);
  return null;
}

describe("useMetaDescription", () => {
  afterEach(() => document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove()));

  it("rewrites the one description while mounted and restores the site's on leave", () => {
    const meta = Object.assign(document.createElement("meta"), { name: "description", content: "Site" });
    document.head.append(meta);
    const view = render(<Page description="A post" />);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta.content).toBe("A post");
    view.rerender(<Page description="Another post" />);
    expect(meta.content).toBe("Another post");
    view.unmount();
    expect(meta.content).toBe("Site");
  });
});
