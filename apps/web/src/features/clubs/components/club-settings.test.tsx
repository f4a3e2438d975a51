import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Club } from "@touchline/contracts";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, useCurrentToast } from "../../../components/ui/toast-store.ts";
import { mockApi } from "../../../testing/api-mock.ts";
import { aClub } from "../../../testing/builders.ts";
import { ClubSettings } from "./club-settings.tsx";

let server: ReturnType<typeof mockApi>;

beforeEach(() => {
  server = mockApi()
    .on("patch", "/api/clubs/:clubId", ({ json }) => ({ club: aClub({ ...json }) }))
    .on("put", "/api/clubs/:clubId/crest", { club: aClub({ crestUrl: "/api/images/crest-1" }) })
    .on("delete", "/api/clubs/:clubId/crest", { club: aClub() });
  // The preview's address is enough here; the page's own URL functions are put back after.
  Object.assign(URL, { createObjectURL: () => "blob:crest", revokeObjectURL: () => {} });
});
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const shown = renderHook(() => useCurrentToast()).result.current;
  if (shown) dismissToast(shown.id);
});

function renderSettings(club: Club) {
  const router = createMemoryRouter([{ path: "/clubs/:clubId/settings", element: <ClubSettings club={club} /> }], {
    initialEntries: ["/clubs/club1/settings"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const writes = () => server.calls.filter((call) => call.method !== "GET");

describe("a club's settings", () => {
  it("are read-only for a member who is not a club admin", () => {
    renderSettings(aClub({ myRole: "coach", seasonStartsOn: "2025-08-25" }));
    expect(screen.getByText("Only club admins change the club's settings.")).toBeInTheDocument();
    expect(screen.getByText("First day of the season (week 1)")).toBeInTheDocument();
    expect(screen.getByText("2025-08-25")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("let a club admin change the name, zone and first day of the season", async () => {
    renderSettings(aClub());
    await userEvent.clear(screen.getByLabelText("Club name"));
    await userEvent.type(screen.getByLabelText("Club name"), "Riverside FC");
    await userEvent.selectOptions(screen.getByLabelText("Time zone"), "Europe/Madrid");
    await userEvent.type(screen.getByLabelText("First day of the season (week 1)"), "2025-08-25");
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: "PATCH",
      path: "/api/clubs/club1",
      body: {
        name: "Riverside FC",
        kitPrimary: "#1d4ed8",
        kitSecondary: "#ffffff",
        timeZone: "Europe/Madrid",
        seasonStartsOn: "2025-08-25",
      },
    });
  });

  it("preview a chosen crest before saving it, and refuse a file that cannot be one", async () => {
    renderSettings(aClub());
    const upload = screen.getByLabelText("Upload a crest");
    await userEvent.upload(upload, new File(["%PDF"], "crest.pdf", { type: "application/pdf" }), {
      applyAccept: false,
    });
    expect(screen.getByRole("alert")).toHaveTextContent("A crest is a PNG, JPEG or WebP picture.");

    await userEvent.upload(upload, new File(["png"], "crest.png", { type: "image/png" }));
    expect(screen.getByRole("img", { name: "The chosen crest, not saved yet" })).toHaveAttribute("src", "blob:crest");
    expect(writes()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Save crest" }));
    await waitFor(() =>
      expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(["PUT /api/clubs/club1/crest"]),
    );
    expect(writes()[0]?.body).toBeInstanceOf(FormData);
  });

  it("remove the crest of a club that has one", async () => {
    renderSettings(aClub({ crestUrl: "/api/images/crest-1" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove crest" }));
    await waitFor(() =>
      expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(["DELETE /api/clubs/club1/crest"]),
    );
  });
});
