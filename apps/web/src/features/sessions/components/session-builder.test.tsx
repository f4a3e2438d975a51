import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { deriveSessionFacts, type Session } from "@touchline/contracts";
import { addObject, createDiagram, createObject, type Diagram } from "@touchline/diagram";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useCurrentToast } from "../../../components/ui/toast-store.ts";
import { HINT_DISMISSED_KEY } from "../../../editor/components/first-visit-hint.tsx";
import { stubEditorDomApis } from "../../../test/stub-editor-dom-apis.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aBlock, aSession } from "../../../testing/builders.ts";
import { draftKey } from "../lib/local-draft.ts";
import { documentFromSession } from "../lib/session-document.ts";
import { SessionBuilder } from "./session-builder.tsx";

const emptyPitch = createDiagram({ template: "half" });
const withCone = addObject(emptyPitch, createObject("cone", { id: "cone-1", x: 20, y: 20 }));

/** The coach's saved session of one drill, as the server sends it (its schema's key order: a block's id last). */
function savedSession(diagram: Diagram = emptyPitch): Session {
  const blocks = [aBlock({ id: "block-1", diagram })];
  return aSession({ title: "Tuesday U12", blocks, derived: deriveSessionFacts(blocks) });
}

/** What the server keeps of a save: the session with the fields sent, as it would answer. */
const savedWith = (fields: object) => ({ session: aSession({ ...savedSession(), ...fields }) });

let requests: ReturnType<typeof mockApi>["calls"];

beforeAll(stubEditorDomApis);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(HINT_DISMISSED_KEY, "1");
  requests = mockApi()
    .on("get", "/api/drills", { drills: [] })
    .on("get", "/api/sessions/:id", () => ({ session: savedSession() }))
    .on("put", "/api/sessions/:id", ({ json }) => savedWith(json))
    .on("post", "/api/sessions", ({ json }) => savedWith(json), { status: 201 }).calls;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser loses or finds its network (navigator.onLine and the window's event). */
function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
  });
}

/** The toast on screen, as text. */
function CurrentToast() {
  const toast = useCurrentToast();
  return <output aria-label="Toast">{toast ? `${toast.title}: ${toast.description ?? ""}` : ""}</output>;
}

function renderBuilder(sessionId?: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/create-session",
        element: (
          <>
            <SessionBuilder sessionId={sessionId} />
            <CurrentToast />
          </>
        ),
      },
    ],
    { initialEntries: ["/create-session"] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const conesOn = (pitch: HTMLElement) => pitch.querySelectorAll('[data-kind="cone"]');

describe("session builder", () => {
  it("restoring a draft while a drill is open shows the restored drawing, and the next edit keeps it", async () => {
    const draft = { ...documentFromSession(savedSession(withCone)), title: "Tuesday U12 (draft)" };
    localStorage.setItem(draftKey("s1"), JSON.stringify({ draft, savedAt: "2026-01-02T10:00:00.000Z" }));
    renderBuilder("s1");

    await userEvent.click(await screen.findByRole("button", { name: /Rondo/, expanded: false }));
    const pitch = screen.getByRole("application", { name: /Pitch for Rondo/ });
    expect(conesOn(pitch)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Restore draft" }));
    expect(screen.getByLabelText("Session title")).toHaveValue("Tuesday U12 (draft)");
    expect(conesOn(screen.getByRole("application", { name: /Pitch for Rondo/ }))).toHaveLength(1);

    // An edit after the restore builds on the restored drawing: the cone is still there when saved.
    fireEvent.click(screen.getByRole("button", { name: "Ball" }), { detail: 0 });
    await userEvent.click(screen.getAllByRole("button", { name: "Save session" })[0]!);
    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    const saved = requests.find((request) => request.method === "PUT")!.body as Session;
    const kinds = Object.values(saved.blocks[0]!.diagram.objects).map((object) => object.kind);
    expect(kinds.sort()).toEqual(["ball", "cone"]);
    expect(within(screen.getByLabelText("Session facts")).getByText(/cone/)).toBeInTheDocument();
  });

  it("opens a saved session with nothing unsaved, and offers no device draft that matches it", async () => {
    const { blocks, ...rest } = documentFromSession(savedSession());
    const sameInAnotherOrder = { blocks: blocks.map(({ id, ...block }) => ({ id, ...block })), ...rest };
    localStorage.setItem(
      draftKey("s1"),
      JSON.stringify({ draft: sameInAnotherOrder, savedAt: "2026-01-02T10:00:00Z" }),
    );
    renderBuilder("s1");
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Restore draft" })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Session title"), "!");
    expect(screen.getByText("Unsaved changes (a draft is kept on this device)")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Session title"), "{Backspace}");
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
  });

  it("offline, Save waits and the draft stays on the device; back online, what was typed is saved", async () => {
    renderBuilder("s1");
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
    setOnline(false);
    const [saveButton] = screen.getAllByRole("button", { name: "Save session" });
    expect(saveButton).toBeDisabled();
    expect(saveButton).toHaveAttribute("title", "Needs a connection: you are offline");

    await userEvent.type(screen.getByLabelText("Session title"), "!");
    expect(
      screen.getByText("Offline: changes are kept on this device and saved when the connection is back"),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(draftKey("s1"))).toContain("Tuesday U12!"));
    expect(requests.filter((request) => request.method === "PUT")).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    expect((requests.find((request) => request.method === "PUT")!.body as Session).title).toBe("Tuesday U12!");
    expect(await screen.findByText("All changes saved")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Save session" })[0]).toBeEnabled();
  });

  it("will not save without a title: the toast and the title say why", async () => {
    renderBuilder();
    const saveButton = screen.getAllByRole("button", { name: "Save session" })[0]!;
    await userEvent.click(saveButton);
    expect(screen.getByLabelText("Toast")).toHaveTextContent("Cannot save yet: Please give the session a title");
    expect(screen.getByLabelText("Session title")).toHaveAccessibleDescription("Please give the session a title");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await userEvent.type(screen.getByLabelText("Session title"), "Tuesday U12");
    await userEvent.click(saveButton);
    await waitFor(() => expect(screen.getByLabelText("Toast")).toHaveTextContent("Session saved"));
    expect(screen.getByLabelText("Session title")).not.toHaveAccessibleDescription();
    const posted = requests.find((request) => request.method === "POST")!.body as Session;
    expect(posted.title).toBe("Tuesday U12");
    expect(posted.blocks.map((block) => block.title)).toEqual(["Warm-up"]);
  });

  it("adds, reorders, copies and removes drills, and the facts follow", async () => {
    renderBuilder();
    const drills = () =>
      screen.getAllByRole("listitem", { name: /^Drill \d+:/ }).map((item) => item.getAttribute("aria-label"));
    await userEvent.click(screen.getByRole("button", { name: "Add new drill" }));
    expect(drills()).toEqual(["Drill 1: Warm-up", "Drill 2: Drill 2"]);
    expect(screen.getByLabelText("Session facts")).toHaveTextContent("30 min");

    await userEvent.clear(screen.getByLabelText("Drill title"));
    await userEvent.type(screen.getByLabelText("Drill title"), "Rondo");
    fireEvent.click(screen.getByRole("button", { name: "Cone" }), { detail: 0 });
    await userEvent.click(screen.getByRole("button", { name: "Move Rondo up" }));
    expect(drills()).toEqual(["Drill 1: Rondo", "Drill 2: Warm-up"]);

    await userEvent.click(screen.getByRole("button", { name: "Duplicate Rondo" }));
    expect(drills()).toEqual(["Drill 1: Rondo", "Drill 2: Rondo (copy)", "Drill 3: Warm-up"]);
    expect(screen.getByLabelText("Session facts")).toHaveTextContent("45 min");
    const copy = screen.getByRole("listitem", { name: "Drill 2: Rondo (copy)" });
    await userEvent.click(within(copy).getByRole("button", { expanded: false }));
    expect(conesOn(screen.getByRole("application", { name: /Pitch for Rondo \(copy\)/ }))).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Remove Warm-up" }));
    expect(drills()).toEqual(["Drill 1: Rondo", "Drill 2: Rondo (copy)"]);
    expect(screen.getByLabelText("Session facts")).toHaveTextContent("30 min");
    expect(screen.getByLabelText("Session facts")).toHaveTextContent("1 cone");
  });

  it("undoes adding and removing drills with the editor's keys, whatever has the keyboard", async () => {
    renderBuilder();
    const drills = () =>
      screen.getAllByRole("listitem", { name: /^Drill \d+:/ }).map((item) => item.getAttribute("aria-label"));
    await userEvent.click(screen.getByRole("button", { name: "Add new drill" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove Warm-up" }));
    expect(drills()).toEqual(["Drill 1: Drill 2"]);

    await userEvent.keyboard("{Control>}z{/Control}");
    expect(drills()).toEqual(["Drill 1: Warm-up", "Drill 2: Drill 2"]);
    await userEvent.keyboard("{Control>}z{/Control}");
    expect(drills()).toEqual(["Drill 1: Warm-up"]);
    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(drills()).toEqual(["Drill 1: Warm-up", "Drill 2: Drill 2"]);
  });

  // Pasted rather than typed key by key: a slow machine then needs one render per field, not one per key.
  const typeInto = async (field: HTMLElement, text: string) => {
    await userEvent.click(field);
    await userEvent.paste(text);
  };

  it("sends every field of the session's form with Save", async () => {
    renderBuilder();
    await typeInto(screen.getByLabelText("Session title"), "Saturday U10");
    await typeInto(screen.getByLabelText("Theme"), "Playing out from the back");
    await userEvent.selectOptions(screen.getByLabelText("Age group"), "U10");
    await userEvent.selectOptions(screen.getByLabelText("Level"), "beginner");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-11-24" } });
    await userEvent.selectOptions(screen.getByLabelText("Session intensity"), "high");
    await userEvent.click(screen.getByRole("button", { name: "Add objective" }));
    await typeInto(screen.getByLabelText("Objectives 1"), "Find the free player");
    await userEvent.type(screen.getByLabelText("Topics"), "Build-up{Enter}");
    await userEvent.click(screen.getByLabelText("Attacking"));
    await typeInto(screen.getByLabelText("Organisation"), "Two groups of six");
    await userEvent.click(screen.getByRole("checkbox", { name: "Show coaching points to players" }));
    await userEvent.click(screen.getAllByRole("button", { name: "Save session" })[0]!);

    await waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true));
    const posted = requests.find((request) => request.method === "POST")!.body as Session;
    expect(posted).toMatchObject({
      title: "Saturday U10",
      theme: "Playing out from the back",
      ageGroup: "U10",
      level: "beginner",
      date: "2026-11-24",
      intensity: "high",
      objectives: ["Find the free player"],
      topics: ["build-up"],
      phases: ["attacking"],
    });
    expect(posted.blocks[0]).toMatchObject({
      title: "Warm-up",
      organisation: "Two groups of six",
      coachingPointsForPlayers: true,
    });
  });

  it("opens a drill's drawing in the full-window editor and comes back to the session with one click", async () => {
    renderBuilder();
    await userEvent.type(screen.getByLabelText("Session title"), "Saturday U10");
    await userEvent.click(screen.getByRole("button", { name: "Open full editor" }));

    expect(screen.getByRole("heading", { name: "Drill 1: Warm-up" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Session title")).not.toBeInTheDocument();
    const pitch = screen.getByRole("application", { name: /Pitch for Warm-up/ });
    fireEvent.click(screen.getByRole("button", { name: "Cone" }), { detail: 0 });
    expect(conesOn(pitch)).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Back to session" }));
    expect(screen.getByLabelText("Session title")).toHaveValue("Saturday U10");
    expect(conesOn(screen.getByRole("application", { name: /Pitch for Warm-up/ }))).toHaveLength(1);
    expect(screen.getByLabelText("Session facts")).toHaveTextContent("1 cone");
  });
});
