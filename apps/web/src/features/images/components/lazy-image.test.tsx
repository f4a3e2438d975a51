import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withI18n } from "../../../test/with-i18n.tsx";
import { LazyImage } from "./lazy-image.tsx";

describe("LazyImage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("hydrates the server's HTML without a mismatch, then loads its image", async () => {
    // Drawn and hydrated inside the app's language provider, as the server and main.tsx draw it.
    const I18n = withI18n();
    const image = (
      <I18n>
        <LazyImage src="/api/images/cover.png" alt="Cones in a square" />
      </I18n>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(image);
    document.body.append(container);
    // The server draws the placeholder: the image waits for the browser to say it is near.
    expect(container.querySelector("img")).toBeNull();

    // The browser has what the server lacks: an observer, which here finds the image in view at once.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, image, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Cones in a square");
  });
});
