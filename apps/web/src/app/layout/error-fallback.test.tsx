import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorFallback } from "./error-fallback.tsx";

function Broken(): never {
  throw new Error("boom");
}

describe("error fallback", () => {
  it("shows the spec's texts and a Refresh Page button when a page crashes, and logs the error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "/", element: <Broken />, errorElement: <RouteErrorFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(
      screen.getByText("The application encountered an unexpected error. Please try refreshing the page."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
    expect(
      log.mock.calls.some((call) => call.some((argument) => argument instanceof Error && argument.message === "boom")),
    ).toBe(true);
    log.mockRestore();
  });
});
