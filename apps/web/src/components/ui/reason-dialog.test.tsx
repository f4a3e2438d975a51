import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReasonDialog } from "./reason-dialog.tsx";

const props = {
  open: true,
  onOpenChange: () => {},
  title: "Unpublish this session?",
  description: "Its author receives your reason as a message.",
  label: "Reason (sent to the author)",
  confirmLabel: "Unpublish session",
};

describe("ReasonDialog", () => {
  it("refuses to confirm without a reason and says why, beside the labelled field", () => {
    const onConfirm = vi.fn();
    render(<ReasonDialog {...props} onConfirm={onConfirm} />);
    const field = screen.getByLabelText("Reason (sent to the author)");
    expect(field).toBeRequired();
    fireEvent.click(screen.getByRole("button", { name: "Unpublish session" }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Please give a reason");
    expect(field).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(field, { target: { value: "ok" } });
    fireEvent.click(screen.getByRole("button", { name: "Unpublish session" }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms with the trimmed reason", () => {
    const onConfirm = vi.fn();
    render(<ReasonDialog {...props} onConfirm={onConfirm} />);
    fireEvent.change(screen.getByLabelText("Reason (sent to the author)"), {
      target: { value: "  Copied from a paid course.  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Unpublish session" }));
    expect(onConfirm).toHaveBeenCalledWith("Copied from a paid course.");
  });

  it("lets an optional note stay empty", () => {
    const onConfirm = vi.fn();
    render(
      <ReasonDialog
        {...props}
        label="Note (optional)"
        confirmLabel="Dismiss reports"
        isRequired={false}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByLabelText("Note (optional)")).not.toBeRequired();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss reports" }));
    expect(onConfirm).toHaveBeenCalledWith("");
  });
});
