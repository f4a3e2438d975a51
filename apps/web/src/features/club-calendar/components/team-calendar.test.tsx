import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CalendarOccurrence, CalendarWeek, TeamCalendarResponse } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import {
  aCalendarOccurrence,
  aClubLibraryItemSummary,
  aRegister,
  aRegisterPlayer,
  aSessionSummary,
} from "../../../testing/builders.ts";
import { TeamCalendar } from "./team-calendar.tsx";

/*
 * March 2027 in a London club: the clocks go forward on Sunday 28 March, and the API gives every
 * occurrence in the club's local time already, so the 30 March training is at 18:00 like the others.
 */
const tuesday9 = aCalendarOccurrence({ occurrenceStart: "2027-03-09T18:00:00.000Z", date: "2027-03-09" });
const tuesday30 = aCalendarOccurrence({
  occurrenceStart: "2027-03-30T17:00:00.000Z",
  startsAt: "2027-03-30T17:00:00.000Z",
  date: "2027-03-30",
});
const match = aCalendarOccurrence({
  eventId: "e2",
  occurrenceStart: "2027-03-13T15:00:00.000Z",
  startsAt: "2027-03-13T15:00:00.000Z",
  date: "2027-03-13",
  time: "15:00",
  kind: "match",
  title: "League vs Hillside",
  isRecurring: false,
  series: { date: "2027-03-13", startTime: "15:00", repeatsWeeklyUntil: null },
});

let server: ReturnType<typeof mockApi>;
let canEdit: boolean;
let occurrences: CalendarOccurrence[];

function calendarAnswer(from: string, to: string): TeamCalendarResponse {
  return {
    team: { id: "t1", clubId: "c1", name: "U12 Blues", ageGroup: "U12" },
    timeZone: "Europe/London",
    canEdit,
    from,
    to,
    occurrences: occurrences.filter((occurrence) => occurrence.date >= from && occurrence.date <= to),
    weeks: (
      [
        { weekStartsOn: "2027-03-01", seasonWeek: 1, theme: null },
        {
          weekStartsOn: "2027-03-08",
          seasonWeek: 2,
          theme: { title: "Playing out from the back", phases: ["attacking"], topics: ["build-up play"] },
        },
      ] satisfies CalendarWeek[]
    ).filter((week) => week.weekStartsOn >= from && week.weekStartsOn <= to),
  };
}

beforeEach(() => {
  canEdit = true;
  occurrences = [tuesday9, match, tuesday30];
  server = mockApi()
    .on("get", "/api/clubs/:clubId/teams/:teamId/calendar", ({ query }) =>
      calendarAnswer(query.get("from")!, query.get("to")!),
    )
    .on("get", "/api/clubs/:clubId/teams/:teamId/load", () => ({ weeks: [] }))
    .on("get", "/api/clubs/:clubId/teams/:teamId/feed", () => ({ feed: { isActive: false, createdAt: null } }))
    .on("get", "/api/clubs/:clubId/teams/:teamId/team-link", () => ({ link: null }))
    .on("put", "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart", () => ({
      ok: true as const,
    }))
    .on("get", "/api/sessions/mine", () => ({
      sessions: [
        { ...aSessionSummary({ id: "s-mine", title: "Tuesday pressing" }), date: null, load: 70, moderationHold: null },
      ],
    }))
    .on("get", "/api/clubs/:clubId/library", () => ({
      items: [aClubLibraryItemSummary({ id: "ci-1", clubId: "c1", title: "Club build-up session" })],
      total: 1,
      page: 1,
      pageSize: 50,
    }));
});
afterEach(() => vi.unstubAllGlobals());

function renderCalendar(search = "?view=month&date=2027-03-15") {
  const router = createMemoryRouter(
    [
      {
        path: "/clubs/:clubId/teams/:teamId",
        element: <TeamCalendar clubId="c1" teamId="t1" notFound={<p>No such team</p>} />,
      },
    ],
    { initialEntries: [`/clubs/c1/teams/t1${search}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const day = (name: string) => screen.getByRole("group", { name });
const writes = () => server.calls.filter((call) => call.method !== "GET");

describe("the month view", () => {
  it("asks for the month's whole weeks and places each occurrence on its local day, with the week's theme", async () => {
    renderCalendar();
    await screen.findByRole("heading", { name: "U12 Blues calendar" });
    expect(server.calls[0]!.path).toBe("/api/clubs/c1/teams/t1/calendar?from=2027-03-01&to=2027-04-04");
    expect(screen.getByRole("heading", { name: "March 2027" })).toBeInTheDocument();

    expect(within(day("Tuesday 9 March 2027")).getByRole("button", { name: "18:00 Tuesday training" })).toBeVisible();
    expect(
      within(day("Saturday 13 March 2027")).getByRole("button", { name: "15:00 League vs Hillside" }),
    ).toBeVisible();
    // After the clocks change the training is still drawn at 18:00, on its Tuesday.
    expect(within(day("Tuesday 30 March 2027")).getByRole("button", { name: "18:00 Tuesday training" })).toBeVisible();
    expect(within(day("Wednesday 10 March 2027")).queryAllByRole("button")).toEqual([]);
    expect(within(day("Monday 8 March 2027")).queryAllByRole("button")).toEqual([]);

    const secondWeek = screen.getByRole("region", { name: "Week of Monday 8 March 2027" });
    expect(within(secondWeek).getByText("Week 2")).toBeInTheDocument();
    expect(within(secondWeek).getByText("Playing out from the back")).toBeInTheDocument();
  });

  it("goes to the next month and to the week view, keeping both in the address", async () => {
    const user = userEvent.setup();
    const router = renderCalendar();
    await screen.findByRole("heading", { name: "March 2027" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: "April 2027" });
    expect(server.calls.some((call) => call.path.endsWith("from=2027-03-29&to=2027-05-02"))).toBe(true);

    await user.click(screen.getByRole("button", { name: "Week" }));
    expect(screen.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(router.state.location.search).toBe("?view=week&date=2027-04-15"));
    await screen.findByRole("group", { name: "Thursday 15 April 2027" });
  });
});

describe("moving an occurrence", () => {
  it("drags an occurrence to another day: the move keeps its local time", async () => {
    renderCalendar();
    await screen.findByRole("heading", { name: "March 2027" });
    const chip = within(day("Tuesday 9 March 2027")).getByRole("button", { name: "18:00 Tuesday training" });
    fireEvent.pointerDown(chip, { button: 0, pointerType: "mouse" });
    fireEvent.pointerEnter(day("Thursday 11 March 2027"));
    fireEvent.pointerUp(day("Thursday 11 March 2027"));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: "PUT",
          path: `/api/clubs/c1/teams/t1/events/e1/occurrences/${encodeURIComponent("2027-03-09T18:00:00.000Z")}`,
          body: { movedTo: { date: "2027-03-11", time: "18:00" } },
        },
      ]),
    );
  });

  it("moves nothing when dropped back on its own day, or when the drag is given up with Escape", async () => {
    renderCalendar();
    await screen.findByRole("heading", { name: "March 2027" });
    const chip = within(day("Tuesday 9 March 2027")).getByRole("button", { name: "18:00 Tuesday training" });
    fireEvent.pointerDown(chip, { button: 0, pointerType: "mouse" });
    fireEvent.pointerUp(day("Tuesday 9 March 2027"));
    fireEvent.pointerDown(chip, { button: 0, pointerType: "mouse" });
    fireEvent.keyDown(window, { key: "Escape" });
    fireEvent.pointerUp(day("Friday 12 March 2027"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes()).toEqual([]);
  });

  it("moves from the keyboard with “Move to…” in the occurrence's details", async () => {
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole("heading", { name: "March 2027" });
    await user.click(within(day("Tuesday 9 March 2027")).getByRole("button", { name: "18:00 Tuesday training" }));
    const details = await screen.findByRole("dialog", { name: "Tuesday training" });
    expect(within(details).getByText("Tuesday 9 March 2027, 18:00 – 19:30")).toBeInTheDocument();
    expect(within(details).getByText("Playing out from the back")).toBeInTheDocument();
    fireEvent.change(within(details).getByLabelText("New date"), { target: { value: "2027-03-10" } });
    fireEvent.change(within(details).getByLabelText("New start"), { target: { value: "19:00" } });
    await user.click(within(details).getByRole("button", { name: "Move" }));
    await waitFor(() =>
      expect(writes()).toMatchObject([{ method: "PUT", body: { movedTo: { date: "2027-03-10", time: "19:00" } } }]),
    );
  });

  it("offers no dragging, adding or changing to a member who only reads the calendar", async () => {
    canEdit = false;
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole("heading", { name: "March 2027" });
    const chip = within(day("Tuesday 9 March 2027")).getByRole("button", { name: "18:00 Tuesday training" });
    expect(screen.queryByRole("button", { name: "Add event" })).toBeNull();
    fireEvent.pointerDown(chip, { button: 0, pointerType: "mouse" });
    fireEvent.pointerEnter(day("Thursday 11 March 2027"));
    fireEvent.pointerUp(day("Thursday 11 March 2027"));
    await user.click(chip);
    const details = await screen.findByRole("dialog", { name: "Tuesday training" });
    expect(within(details).queryByRole("button", { name: "Move" })).toBeNull();
    expect(within(details).queryByRole("button", { name: "Edit series" })).toBeNull();
    expect(writes()).toEqual([]);
    expect(server.calls.some((call) => call.path.endsWith("/feed"))).toBe(false);
  });
});

describe("the add event dialog", () => {
  it("checks the form with the shared schema before sending, then sends a weekly training with its session", async () => {
    const user = userEvent.setup();
    server.on(
      "post",
      "/api/clubs/:clubId/teams/:teamId/events",
      ({ json }) => ({
        event: {
          id: "e9",
          teamId: "t1",
          kind: json.kind,
          title: json.title,
          date: json.date,
          startTime: json.startTime,
          durationMinutes: json.durationMinutes,
          place: json.place ?? "",
          notes: json.notes ?? "",
          bring: json.bring ?? "",
          repeatsWeeklyUntil: json.repeatsWeeklyUntil ?? null,
          recurrence: null,
          linkedSession: null,
        },
      }),
      { status: 201 },
    );
    renderCalendar();
    await user.click(await screen.findByRole("button", { name: "Add event" }));
    const dialog = await screen.findByRole("dialog", { name: "Add event" });
    await user.clear(within(dialog).getByLabelText("Title"));
    await user.clear(within(dialog).getByLabelText("Duration (minutes)"));
    await user.type(within(dialog).getByLabelText("Duration (minutes)"), "10");
    await user.click(within(dialog).getByRole("button", { name: "Add event" }));
    expect(await within(dialog).findByText("Please give the event a title")).toBeInTheDocument();
    expect(within(dialog).getByText("At least 15 minutes")).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText("Title"), "Tuesday session");
    await user.clear(within(dialog).getByLabelText("Duration (minutes)"));
    await user.type(within(dialog).getByLabelText("Duration (minutes)"), "75");
    await user.type(within(dialog).getByLabelText("What to bring"), "Shin pads");
    await user.click(within(dialog).getByRole("checkbox", { name: "Repeats weekly" }));
    expect(within(dialog).getByLabelText("Until (last day)")).toHaveValue("2027-05-10");
    // A repeat beyond a year is refused by the same schema.
    fireEvent.change(within(dialog).getByLabelText("Until (last day)"), { target: { value: "2028-06-01" } });
    await user.click(within(dialog).getByRole("button", { name: "Add event" }));
    expect(await within(dialog).findByText("A weekly event repeats for at most a year")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Until (last day)"), { target: { value: "2027-05-25" } });
    await within(dialog).findByRole("option", { name: "Club build-up session" });
    await user.selectOptions(within(dialog).getByLabelText("Session"), "Club build-up session");
    await user.click(within(dialog).getByRole("button", { name: "Add event" }));

    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: "POST",
          path: "/api/clubs/c1/teams/t1/events",
          body: {
            kind: "training",
            title: "Tuesday session",
            date: "2027-03-15",
            startTime: "18:00",
            durationMinutes: 75,
            place: "",
            bring: "Shin pads",
            notes: "",
            repeatsWeeklyUntil: "2027-05-25",
            link: { clubItemId: "ci-1" },
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's refusal of the session beside the picker", async () => {
    const user = userEvent.setup();
    const message = "Choose one of your own sessions or a session of the club's library.";
    server.on(
      "post",
      "/api/clubs/:clubId/teams/:teamId/events",
      () => new ApiRefusal(400, "VALIDATION_FAILED", message, { link: message }),
    );
    renderCalendar();
    await user.click(await screen.findByRole("button", { name: "Add event" }));
    const dialog = await screen.findByRole("dialog", { name: "Add event" });
    await within(dialog).findByRole("option", { name: "Tuesday pressing" });
    await user.selectOptions(within(dialog).getByLabelText("Session"), "Tuesday pressing");
    await user.click(within(dialog).getByRole("button", { name: "Add event" }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(writes()).toMatchObject([{ method: "POST", body: { link: { sessionId: "s-mine" } } }]);
  });
});

describe("the calendar feed panel", () => {
  it("shows a new address once, and stops the feed", async () => {
    const user = userEvent.setup();
    const url = "http://localhost:3000/api/calendar-feeds/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics";
    server
      .on(
        "post",
        "/api/clubs/:clubId/teams/:teamId/feed",
        {
          feed: { isActive: true, createdAt: "2026-11-27T10:00:00.000Z" },
          url,
          webcalUrl: url.replace("http:", "webcal:"),
        },
        { status: 201 },
      )
      .on("delete", "/api/clubs/:clubId/teams/:teamId/feed", { feed: { isActive: false, createdAt: null } });
    renderCalendar();
    const panel = await screen.findByRole("region", { name: "Calendar feed" });
    expect(await within(panel).findByText("No feed yet.")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Make a feed address" }));
    expect(await within(panel).findByLabelText("Feed address (shown only now)")).toHaveValue(url);
    expect(within(panel).getByRole("link", { name: "Open in calendar app" })).toHaveAttribute(
      "href",
      url.replace("http:", "webcal:"),
    );
    await user.click(within(panel).getByRole("button", { name: "Stop the feed" }));
    await waitFor(() => expect(within(panel).queryByLabelText("Feed address (shown only now)")).toBeNull());
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/clubs/c1/teams/t1/feed",
      "DELETE /api/clubs/c1/teams/t1/feed",
    ]);
    expect(within(panel).getByRole("button", { name: "Make a feed address" })).toBeInTheDocument();
  });
});

describe("the squad's availability", () => {
  beforeEach(() => {
    server
      .on("get", "/api/clubs/:clubId/teams/:teamId/availability", () => ({
        squadSize: 3,
        occurrences: [
          {
            eventId: tuesday9.eventId,
            occurrenceStart: tuesday9.occurrenceStart,
            available: 1,
            notAvailable: 1,
            noAnswer: 1,
          },
        ],
      }))
      .on("get", "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/availability", () => ({
        counts: { available: 1, notAvailable: 1, noAnswer: 1 },
        seenBy: 2,
        players: [
          { playerId: "p1", firstName: "Lee", lastName: "Park", shirtNumber: 1, answer: null },
          {
            playerId: "p7",
            firstName: "Sam",
            lastName: "Okafor",
            shirtNumber: 7,
            answer: { isAvailable: true, reason: "", answeredAt: "2027-03-01T10:00:00.000Z" },
          },
          {
            playerId: "p9",
            firstName: "Ana",
            lastName: "Silva",
            shirtNumber: 9,
            answer: { isAvailable: false, reason: "School trip", answeredAt: "2027-03-01T10:00:00.000Z" },
          },
        ],
      }))
      .on("get", "/api/clubs/:clubId/teams/:teamId/player-links", () => ({ links: [] }))
      .on("post", "/api/clubs/:clubId/teams/:teamId/squad/:playerId/link", ({ param }) => ({
        link: {
          playerId: param.playerId,
          url: `https://touchline.example/player/${"L".repeat(43)}`,
          createdAt: "2027-03-01T10:00:00.000Z",
          lastOpenedAt: null,
        },
      }));
  });

  it("shows each event's counts, and in its details who answered what, with a reminder for the others", async () => {
    const user = userEvent.setup();
    renderCalendar("?view=week&date=2027-03-09");
    const training = await screen.findByRole("button", {
      name: "18:00 Tuesday training, 1 available · 1 not · 1 no answer",
    });
    await user.click(training);
    const details = await screen.findByRole("dialog");
    const register = await within(details).findByRole("region", {
      name: "Availability: 1 available · 1 not · 1 no answer",
    });
    expect(within(register).getByText("Not available: School trip")).toBeInTheDocument();
    expect(within(register).getByText("No answer")).toBeInTheDocument();
    // Two of the three opened the plan on their personal links.
    expect(within(register).getByText("Seen by 2 of 3")).toBeInTheDocument();

    // Lee has no link yet: the reminder makes one, then writes his first name and initial with it.
    server.on("get", "/api/clubs/:clubId/teams/:teamId/player-links", () => ({
      links: writes().some((call) => call.path.endsWith("/squad/p1/link"))
        ? [
            {
              playerId: "p1",
              url: `https://touchline.example/player/${"L".repeat(43)}`,
              createdAt: "2027-03-01T10:00:00.000Z",
              lastOpenedAt: null,
            },
          ]
        : [],
    }));
    await user.click(within(register).getByRole("button", { name: "Remind 1 without an answer" }));
    await user.click(await within(register).findByRole("button", { name: "Make a link" }));
    const message = await within(register).findByLabelText("Reminder to send");
    expect((message as HTMLTextAreaElement).value).toContain(
      `Lee P.: https://touchline.example/player/${"L".repeat(43)}`,
    );
    expect((message as HTMLTextAreaElement).value).not.toContain("Park");
  });
});

describe("an occurrence's register", () => {
  it("is a link for every member, with how it stands once marks are taken", async () => {
    canEdit = false;
    const mark = { lateMinutes: 0, leftEarlyMinutes: 0, markedAt: "2027-03-09T18:02:00.000Z" };
    server.on("get", "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/register", () =>
      aRegister({
        players: [
          aRegisterPlayer({ playerId: "p1", mark: { ...mark, isPresent: true } }),
          aRegisterPlayer({ playerId: "p2", firstName: "Ana", mark: { ...mark, isPresent: true } }),
          aRegisterPlayer({ playerId: "p3", firstName: "Lee", mark: { ...mark, isPresent: false } }),
        ],
      }),
    );
    const user = userEvent.setup();
    renderCalendar("?view=week&date=2027-03-09");
    await user.click(await screen.findByRole("button", { name: /^18:00 Tuesday training/ }));
    const details = await screen.findByRole("dialog");
    expect(within(details).getByRole("link", { name: "Take the register" })).toHaveAttribute(
      "href",
      "/clubs/c1/teams/t1/register/e1/2027-03-09T18%3A00%3A00.000Z",
    );
    expect(await within(details).findByText("Register: 2 present · 1 absent")).toBeInTheDocument();
  });
});
