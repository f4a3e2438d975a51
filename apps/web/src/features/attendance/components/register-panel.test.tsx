import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AttendanceMarkInput, RegisterResponse } from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { aRegister, aRegisterPlayer } from "../../../testing/builders.ts";
import { useTakeRegister } from "../hooks/use-take-register.ts";
import { queuedMarks, type RegisterRef } from "../lib/mark-queue.ts";
import { RegisterPanel } from "./register-panel.tsx";

const target: RegisterRef = { clubId: "c1", teamId: "t1", eventId: "e1", occurrenceStart: "2027-03-09T18:00:00.000Z" };
const answered = (isAvailable: boolean, reason = "") => ({
  isAvailable,
  reason,
  answeredAt: "2027-03-08T10:00:00.000Z",
});

let server: ReturnType<typeof mockApi>;
let register: RegisterResponse;
let refuseNextSave: boolean;

/** The server's register, each player's latest mark kept as the server keeps it. */
function saved(marks: readonly AttendanceMarkInput[]): RegisterResponse {
  register = {
    ...register,
    players: register.players.map((player) => {
      const mark = marks.find((entry) => entry.playerId === player.playerId);
      if (!mark) return player;
      const { isPresent, lateMinutes, leftEarlyMinutes, markedAt } = mark;
      return { ...player, mark: { isPresent, lateMinutes, leftEarlyMinutes, markedAt } };
    }),
  };
  return register;
}

beforeEach(() => {
  refuseNextSave = false;
  register = aRegister({
    players: [
      aRegisterPlayer({ playerId: "lee", firstName: "Lee", lastName: "", shirtNumber: 1, answer: answered(true) }),
      aRegisterPlayer({ playerId: "sam", answer: answered(true) }),
      aRegisterPlayer({
        playerId: "ana",
        firstName: "Ana",
        lastName: "Silva",
        shirtNumber: 9,
        answer: answered(false, "Ill"),
      }),
      aRegisterPlayer({ playerId: "kai", firstName: "Kai", lastName: "Moss", shirtNumber: 10 }),
    ],
  });
  server = mockApi()
    .on("get", "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/register", () => register)
    .on("put", "/api/clubs/:clubId/teams/:teamId/events/:eventId/occurrences/:occurrenceStart/register", ({ json }) => {
      if (refuseNextSave) {
        refuseNextSave = false;
        return new ApiRefusal(
          404,
          "NOT_FOUND",
          "A player of these marks is not in this team's squad. Nothing was saved.",
        );
      }
      return saved(json.marks);
    });
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  return <RegisterPanel taking={useTakeRegister(target)} />;
}

async function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
  await screen.findByRole("list", { name: "Players" });
}

const playerButton = (name: string) => screen.getByRole("button", { name: new RegExp(`^\\d* ?${name}`) });
const saves = () => server.calls.filter((call) => call.method === "PUT");
const sentMarks = (index: number) => (saves()[index]!.body as { marks: AttendanceMarkInput[] }).marks;

describe("the register panel", () => {
  it("shows each player's availability as the prefill, and the counts", async () => {
    await renderPanel();
    expect(screen.getByText("0 present · 0 absent · 4 not marked")).toBeInTheDocument();
    expect(playerButton("Sam Okafor")).toHaveTextContent("Expected: available");
    expect(playerButton("Ana Silva")).toHaveTextContent("Expected absent: Ill");
    expect(playerButton("Kai Moss")).toHaveTextContent("Not marked");
    for (const name of ["Lee", "Sam Okafor", "Ana Silva", "Kai Moss"]) {
      expect(playerButton(name)).toHaveAttribute("aria-pressed", "false");
    }
  });

  it("marks a player present with one tap and absent with the next, saving each at once", async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(playerButton("Ana Silva"));
    expect(playerButton("Ana Silva")).toHaveAttribute("aria-pressed", "true");
    expect(playerButton("Ana Silva")).toHaveTextContent("Present");
    expect(screen.getByText("1 present · 0 absent · 3 not marked")).toBeInTheDocument();
    await screen.findByText("Register saved");
    expect(sentMarks(0)).toEqual([
      expect.objectContaining({ playerId: "ana", isPresent: true, lateMinutes: 0, leftEarlyMinutes: 0 }),
    ]);
    expect(sentMarks(0)[0]!.clientMarkId).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(playerButton("Ana Silva"));
    expect(playerButton("Ana Silva")).toHaveAttribute("aria-pressed", "false");
    expect(playerButton("Ana Silva")).toHaveTextContent("Absent");
    expect(screen.getByText("0 present · 1 absent · 3 not marked")).toBeInTheDocument();
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(sentMarks(1)).toEqual([expect.objectContaining({ playerId: "ana", isPresent: false })]);
  });

  it("marks every available, unmarked player present in one tap and one save", async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByRole("button", { name: "Mark the 2 available present" }));
    expect(screen.getByText("2 present · 0 absent · 2 not marked")).toBeInTheDocument();
    await screen.findByText("Register saved");
    expect(saves()).toHaveLength(1);
    expect(sentMarks(0).map((mark) => mark.playerId)).toEqual(["lee", "sam"]);
    expect(screen.queryByRole("button", { name: /available present/ })).not.toBeInTheDocument();
  });

  it("gives a late player their minutes", async () => {
    const user = userEvent.setup();
    await renderPanel();
    await user.click(screen.getByRole("button", { name: "Minutes: Sam Okafor" }));
    const form = screen.getByRole("form", { name: "Minutes of Sam Okafor" });
    await user.type(within(form).getByLabelText("Arrived late by"), "20");
    expect(within(form).getByText("70 of 90 min")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Left early by"), "70");
    expect(within(form).getByRole("alert")).toHaveTextContent("must leave some of the 90 minutes");
    expect(within(form).getByRole("button", { name: "Set minutes" })).toBeDisabled();
    await user.clear(within(form).getByLabelText("Left early by"));
    await user.click(within(form).getByRole("button", { name: "Set minutes" }));
    expect(playerButton("Sam Okafor")).toHaveTextContent("Present · 70 of 90 min");
    await screen.findByText("Register saved");
    expect(sentMarks(0)).toEqual([
      expect.objectContaining({ playerId: "sam", isPresent: true, lateMinutes: 20, leftEarlyMinutes: 0 }),
    ]);
  });

  it("keeps taps on the device offline and saves them in one request when the network returns", async () => {
    const user = userEvent.setup();
    await renderPanel();
    act(() => onlineManager.setOnline(false));
    await user.click(playerButton("Lee"));
    await user.click(playerButton("Sam Okafor"));
    await user.click(playerButton("Sam Okafor"));
    expect(screen.getByRole("status")).toHaveTextContent("Saved on this device: 2 marks wait for the network");
    expect(saves()).toHaveLength(0);
    expect(queuedMarks(target)).toHaveLength(3);

    act(() => onlineManager.setOnline(true));
    await screen.findByText("Register saved");
    expect(saves()).toHaveLength(1);
    // Sam's two taps went as his latest one.
    expect(sentMarks(0)).toEqual([
      expect.objectContaining({ playerId: "lee", isPresent: true }),
      expect.objectContaining({ playerId: "sam", isPresent: false }),
    ]);
    expect(queuedMarks(target)).toEqual([]);
    expect(playerButton("Sam Okafor")).toHaveTextContent("Absent");
  });

  it("sends marks left on the device by an earlier visit when it opens", async () => {
    localStorage.setItem(
      "touchline.register-marks.c1/t1/e1/2027-03-09T18:00:00.000Z",
      JSON.stringify([
        {
          clientMarkId: "kept-1",
          playerId: "kai",
          isPresent: true,
          lateMinutes: 5,
          leftEarlyMinutes: 0,
          markedAt: "2027-03-09T18:06:00.000Z",
        },
      ]),
    );
    await renderPanel();
    await screen.findByText("Register saved");
    expect(sentMarks(0)).toEqual([expect.objectContaining({ clientMarkId: "kept-1", playerId: "kai" })]);
    expect(playerButton("Kai Moss")).toHaveTextContent("Present · 85 of 90 min");
  });

  it("says why a batch was refused and drops it, so it does not hold back later taps", async () => {
    const user = userEvent.setup();
    await renderPanel();
    refuseNextSave = true;
    await user.click(playerButton("Kai Moss"));
    await waitFor(() => expect(queuedMarks(target)).toEqual([]));
    expect(playerButton("Kai Moss")).toHaveTextContent("Not marked");
    await user.click(playerButton("Lee"));
    await screen.findByText("Register saved");
    expect(sentMarks(1)).toEqual([expect.objectContaining({ playerId: "lee" })]);
  });
});
