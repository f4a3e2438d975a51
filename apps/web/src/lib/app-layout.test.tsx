import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type AppLayout, useAppLayout, useApplicationLayout, useFullScreenLayout } from "./app-layout.ts";

function Shell({ seen }: { seen: AppLayout[] }) {
  seen.push(useAppLayout());
  return null;
}
function EditorPage({ isFullScreen = false }: { isFullScreen?: boolean }) {
  useApplicationLayout();
  useFullScreenLayout(isFullScreen);
  return null;
}

describe("the app layout", () => {
  it("is an application while a page asks for it, full screen while asked, a document again when they leave", () => {
    const seen: AppLayout[] = [];
    const { rerender } = render(<Shell seen={seen} />);
    expect(seen.at(-1)).toEqual({ isApplication: false, isFullScreen: false });

    rerender(
      <>
        <Shell seen={seen} />
        <EditorPage />
        <EditorPage />
      </>,
    );
    expect(seen.at(-1)).toEqual({ isApplication: true, isFullScreen: false });

    // One of two asking leaves: still an application.
    rerender(
      <>
        <Shell seen={seen} />
        <EditorPage isFullScreen />
      </>,
    );
    expect(seen.at(-1)).toEqual({ isApplication: true, isFullScreen: true });

    rerender(<Shell seen={seen} />);
    expect(seen.at(-1)).toEqual({ isApplication: false, isFullScreen: false });
  });
});
