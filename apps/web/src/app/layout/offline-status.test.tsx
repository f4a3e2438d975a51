import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { needsConnection, needsServer, OFFLINE_NOTE_ID, useIsOnline } from "../../lib/use-online-status.ts";
import { OfflineStatus } from "./offline-status.tsx";

function goOffline(isOffline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!isOffline);
  act(() => {
    window.dispatchEvent(new Event(isOffline ? "offline" : "online"));
  });
}

function SaveButton() {
  return <button {...needsServer(useIsOnline())}>Save</button>;
}

afterEach(() => vi.restoreAllMocks());

describe("offline", () => {
  it("the notice says so politely, and a control that needs the server is disabled with the reason, until the network is back", () => {
    render(
      <>
        <OfflineStatus isSignedIn />
        <SaveButton />
      </>,
    );
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();

    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent("You are offline — changes are kept on this device.");
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute("title", needsConnection());
    expect(save).toHaveAccessibleDescription(/You are offline/);

    goOffline(false);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("tells a visitor, who has no account to save to, what still opens offline", () => {
    render(<OfflineStatus isSignedIn={false} />);
    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You are offline — pages you opened before still open, and the tactical board keeps your drawing on this device.",
    );
    expect(screen.getByRole("status")).not.toHaveTextContent(/account/);
  });

  it("keeps a control's own reason to be disabled online", () => {
    expect(needsServer(true, true)).toEqual({ disabled: true });
    expect(needsServer(true)).toEqual({ disabled: false });
    expect(needsServer(false)).toMatchObject({ disabled: true, "aria-describedby": OFFLINE_NOTE_ID });
  });
});
