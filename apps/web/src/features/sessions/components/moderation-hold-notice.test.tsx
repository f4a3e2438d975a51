import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ModerationHold } from "@touchline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCurrentToast } from "../../../components/ui/toast-store.ts";
import { ApiRefusal, mockApi } from "../../../testing/api-mock.ts";
import { aModerationHold, aSession } from "../../../testing/builders.ts";
import { ModerationHoldNotice } from "./moderation-hold-notice.tsx";

const held = aModerationHold();

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  server = mockApi().on("post", "/api/sessions/:id/review-request", ({ param }) => ({
    session: aSession({ id: param.id, moderationHold: { ...held, reviewRequestedAt: "2026-11-21T10:00:00.000Z" } }),
  }));
});
afterEach(() => vi.unstubAllGlobals());

function renderNotice(hold: ModerationHold) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ModerationHoldNotice sessionId="s-1" title="Rondo week" hold={hold} />
    </QueryClientProvider>,
  );
}

describe("ModerationHoldNotice", () => {
  it("says why the session was unpublished and asks for a review with the author's message", async () => {
    renderNotice(held);
    const notice = screen.getByRole("region", { name: "Unpublished by a moderator" });
    expect(notice).toHaveTextContent("Reason: Copied from a paid course.");
    expect(notice).toHaveTextContent("stays private until a moderator reviews it");

    await userEvent.click(within(notice).getByRole("button", { name: /^Ask for review/ }));
    const dialog = screen.getByRole("dialog", { name: "Ask for a review?" });
    const field = within(dialog).getByLabelText("Message to the moderator (optional)");
    expect(field).not.toBeRequired();
    await userEvent.type(field, "  Every drill is my own now.  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask for review" }));

    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toEqual({
      method: "POST",
      path: "/api/sessions/s-1/review-request",
      body: { message: "Every drill is my own now." },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("refuses a message longer than the server takes, before sending it", async () => {
    renderNotice(held);
    await userEvent.click(screen.getByRole("button", { name: /^Ask for review/ }));
    const dialog = screen.getByRole("dialog", { name: "Ask for a review?" });
    const field = within(dialog).getByLabelText("Message to the moderator (optional)");
    // The field's own limit stops typing; a paste past it is what the check is for.
    field.removeAttribute("maxLength");
    await userEvent.click(field);
    await userEvent.paste("x".repeat(1001));
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask for review" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("A message is at most 1000 characters");
    expect(server.calls).toEqual([]);
  });

  it("shows a review already asked for as requested, with nothing to press", () => {
    renderNotice({ ...held, reviewRequestedAt: "2026-11-21T10:00:00.000Z" });
    expect(screen.getByRole("button", { name: "Review requested" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /^Ask for review/ })).toBeNull();
  });

  it("gives the reason of a declined request, and lets the author ask again", () => {
    renderNotice({
      ...held,
      declineReason: "The second drill is still copied.",
      declinedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(screen.getByRole("region", { name: "Unpublished by a moderator" })).toHaveTextContent(
      "The second drill is still copied.",
    );
    expect(screen.getByRole("button", { name: /^Ask for review/ })).toBeEnabled();
  });

  it("says so when the server refuses", async () => {
    server.on(
      "post",
      "/api/sessions/:id/review-request",
      new ApiRefusal(409, "CONFLICT", "You have already asked for a review."),
    );
    renderNotice(held);
    const toast = renderHook(() => useCurrentToast()).result;
    await userEvent.click(screen.getByRole("button", { name: /^Ask for review/ }));
    await userEvent.click(screen.getByRole("button", { name: "Ask for review" }));
    await waitFor(() =>
      expect(toast.current).toMatchObject({
        title: "Could not ask for a review",
        description: "You have already asked for a review.",
        variant: "destructive",
      }),
    );
    // The dialog stays open for another try.
    expect(screen.getByRole("dialog", { name: "Ask for a review?" })).toBeInTheDocument();
  });
});
