import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TacticalDrill } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HINT_DISMISSED_KEY } from "../../../editor/components/first-visit-hint.tsx";
import { stubEditorDomApis } from "../../../test/stub-editor-dom-apis.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aTacticalDrill } from "../../../testing/builders.ts";
import { TacticalDrillEditor } from "./tactical-drill-editor.tsx";

const drill = aTacticalDrill();

/** The answer to the save, held back until the test lets it through. */
let releaseSave: () => void;

beforeAll(stubEditorDomApis);
beforeEach(() => {
  localStorage.setItem(HINT_DISMISSED_KEY, "1");
  mockApi()
    .on("get", "/api/tactical-drills/:id", { drill })
    .on(
      "put",
      "/api/tactical-drills/:id",
      ({ json }) =>
        new Promise((resolve) => {
          // The server migrates whatever diagram it is sent; the editor sends a current one.
          releaseSave = () => resolve({ drill: aTacticalDrill({ ...drill, ...(json as Partial<TacticalDrill>) }) });
        }),
    );
});
afterEach(() => vi.unstubAllGlobals());

function renderEditor() {
  const router = createMemoryRouter(
    [{ path: "/tactical-drill/:id", element: <TacticalDrillEditor id="t1" notFound={<p>Not found</p>} /> }],
    { initialEntries: ["/tactical-drill/t1"] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Drops a catalogue item in the middle of the pitch, as a keyboard press on the palette does. */
const place = (item: string) => fireEvent.click(screen.getByRole("button", { name: item }), { detail: 0 });

describe("tactical drill editor", () => {
  it("an edit made while a save is on its way stays an unsaved change", async () => {
    renderEditor();
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
    place("Cone");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Saving…" })).toBeDisabled();
    place("Ball");
    releaseSave();
    expect(await screen.findByRole("button", { name: "Save" })).toBeEnabled();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
  });

  it("is saved again once the drawing is back to what was saved", async () => {
    renderEditor();
    await screen.findByText("All changes saved");
    place("Cone");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    releaseSave();
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
    place("Ball");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
  });
});
