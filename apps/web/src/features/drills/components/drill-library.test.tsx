import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LibraryDrillInput } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HINT_DISMISSED_KEY } from "../../../editor/components/first-visit-hint.tsx";
import { stubEditorDomApis } from "../../../test/stub-editor-dom-apis.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aLibraryDrill } from "../../../testing/builders.ts";
import { DrillLibrary } from "./drill-library.tsx";

let server: ReturnType<typeof mockApi>;

beforeAll(stubEditorDomApis);
beforeEach(() => {
  localStorage.setItem(HINT_DISMISSED_KEY, "1");
  server = mockApi()
    .on("get", "/api/drills", { drills: [] })
    .on("post", "/api/drills", () => ({ drill: aLibraryDrill() }), { status: 201 });
});
afterEach(() => vi.unstubAllGlobals());

/** The drills sent to be saved, as the server received them. */
const posted = () =>
  server.calls.filter((call) => call.method === "POST").map((call) => call.body as LibraryDrillInput);

describe("drill library", () => {
  it("saves a new drill with what was drawn on its pitch and on its progression's", async () => {
    const router = createMemoryRouter([{ path: "/library", element: <DrillLibrary /> }], {
      initialEntries: ["/library"],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "New drill" }));
    fireEvent.click(screen.getByRole("button", { name: "Cone" }), { detail: 0 });
    await userEvent.click(screen.getByRole("button", { name: "Add progression" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit diagram" }));
    const progressionPitch = screen.getByRole("application", { name: /Pitch for progression 1/ });
    expect(progressionPitch.querySelectorAll('[data-kind="cone"]')).toHaveLength(1);
    const ballButtons = screen.getAllByRole("button", { name: "Ball" });
    fireEvent.click(ballButtons[ballButtons.length - 1]!, { detail: 0 });

    await userEvent.click(screen.getByRole("button", { name: "Save drill" }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const kinds = (diagram: LibraryDrillInput["diagram"]) =>
      Object.values((diagram as { objects: Record<string, { kind: string }> }).objects).map((object) => object.kind);
    expect(kinds(posted()[0]!.diagram)).toEqual(["cone"]);
    expect(kinds(posted()[0]!.progressions![0]!.diagram).sort()).toEqual(["ball", "cone"]);
  });
});
