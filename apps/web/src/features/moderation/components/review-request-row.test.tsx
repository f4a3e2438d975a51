import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCurrentToast } from "../../../components/ui/toast-store.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aPendingReview } from "../../../testing/builders.ts";
import { ReviewRequestRow } from "./review-request-row.tsx";

const request = aPendingReview();

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  server = mockApi()
    .on("post", "/api/admin/sessions/:id/review-request/approve", { republished: true })
    .on("post", "/api/admin/sessions/:id/review-request/decline", { ok: true });
});
afterEach(() => vi.unstubAllGlobals());

function renderRow() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ul>
          <ReviewRequestRow request={request} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return renderHook(() => useCurrentToast()).result;
}

describe("ReviewRequestRow", () => {
  it("shows why the session was unpublished and what its author wrote", () => {
    renderRow();
    const row = screen.getByRole("listitem", { name: "Rondo week" });
    expect(row).toHaveTextContent("by Ana Costa");
    expect(row).toHaveTextContent("Copied from a paid course.");
    expect(row).toHaveTextContent("Every drill is my own now.");
    expect(within(row).getByRole("link", { name: "Read Rondo week" })).toHaveAttribute("href", "/sessions/s-1");
  });

  it("approves at once", async () => {
    const toast = renderRow();
    await userEvent.click(screen.getByRole("button", { name: /^Approve/ }));
    await waitFor(() => expect(toast.current).toMatchObject({ title: "Review approved" }));
    expect(server.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/api/admin/sessions/s-1/review-request/approve", body: undefined },
    ]);
  });

  it("declines only with a reason, which is sent", async () => {
    const toast = renderRow();
    await userEvent.click(screen.getByRole("button", { name: /^Decline/ }));
    const dialog = screen.getByRole("dialog", { name: "Decline this review request?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please give a reason");
    expect(server.calls).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText("Reason (sent to the author)"), "Drill two is still copied.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline request" }));
    await waitFor(() => expect(toast.current).toMatchObject({ title: "Review declined" }));
    expect(server.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: "/api/admin/sessions/s-1/review-request/decline", body: { reason: "Drill two is still copied." } },
    ]);
  });
});
