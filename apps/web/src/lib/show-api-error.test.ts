import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { showApiError } from "./show-api-error.ts";

// The id the catalogue keeps the rate-limit message under (the same text as lib/i18n/error-messages.ts).
const ERROR_CODE_ID = msg`Too many attempts. Please wait a moment and try again.`.id;

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock("../components/ui/toast-store.ts", () => ({ toast }));

describe("showApiError", () => {
  it("toasts the server's message under the title and returns it", () => {
    const error = new ApiError(409, "CONFLICT", "That slug is taken");
    expect(showApiError(error, "Could not save the post", { fallback: "Please try again." })).toBe(
      "That slug is taken",
    );
    expect(toast).toHaveBeenLastCalledWith({
      title: "Could not save the post",
      description: "That slug is taken",
      variant: "destructive",
    });
  });

  it("says the fallback for a failure that is not the server's answer, by default 'An unexpected error occurred'", () => {
    showApiError(new TypeError("x is undefined"), "Could not save", { fallback: "Please try again." });
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: "Please try again." }));
    showApiError(new TypeError("x is undefined"), "Sign in failed");
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ description: "An unexpected error occurred" }));
  });

  it("puts the server's field messages on the form's fields it names, and no others", () => {
    const setError = vi.fn();
    const error = new ApiError(400, "VALIDATION_FAILED", "Check the form", {
      title: "Too long",
      ownerId: "Not yours",
    });
    showApiError<{ title: string; content: string }>(error, "Could not send", {
      setError,
      fields: ["title", "content"],
    });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith("title", { message: "Too long" });
  });
});

describe("showApiError in another language than English", () => {
  it("says the code's meaning in the reader's language instead of the server's English message", () => {
    const english = i18n.locale;
    i18n.load("de", { [ERROR_CODE_ID]: "Zu viele Versuche. Bitte warte kurz und versuche es noch einmal." });
    i18n.activate("de");
    try {
      expect(showApiError(new ApiError(429, "RATE_LIMITED", "Too many requests, slow down"), "Fehler")).toBe(
        "Zu viele Versuche. Bitte warte kurz und versuche es noch einmal.",
      );
    } finally {
      i18n.activate(english);
    }
  });
});
