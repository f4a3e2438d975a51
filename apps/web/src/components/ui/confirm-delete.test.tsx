import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { useCurrentToast } from "./toast-store.ts";

const drill = { id: "d1", title: "Rondo 4v2" };

function renderConfirm(remove: (id: string) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <ConfirmDelete
      item={drill}
      onClose={onClose}
      question={(item) => `Delete “${item.title}”?`}
      description="Sessions that already use this drill keep their own copy."
      confirmLabel="Delete drill"
      remove={remove}
      deleted={(item) => ({ title: "Drill deleted", description: `“${item.title}” is gone.` })}
    />,
  );
  return { onClose, toast: renderHook(() => useCurrentToast()).result };
}

describe("ConfirmDelete", () => {
  it("shows nothing until something is to be deleted", () => {
    const { container } = render(
      <ConfirmDelete
        item={null}
        onClose={() => {}}
        question={() => "Delete?"}
        description=""
        confirmLabel="Delete"
        remove={async () => {}}
        deleted={() => ({ title: "Deleted" })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("asks, closes on confirm, deletes that item and says it is gone", async () => {
    const remove = vi.fn(async () => undefined);
    const { onClose, toast } = renderConfirm(remove);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Rondo 4v2”?" });
    expect(dialog).toHaveTextContent("Sessions that already use this drill keep their own copy.");
    await userEvent.click(screen.getByRole("button", { name: "Delete drill" }));
    expect(onClose).toHaveBeenCalled();
    expect(remove).toHaveBeenCalledExactlyOnceWith("d1");
    await vi.waitFor(() =>
      expect(toast.current).toMatchObject({ title: "Drill deleted", description: "“Rondo 4v2” is gone." }),
    );
  });

  it("says why when the server refuses", async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(403, "FORBIDDEN", "You can only delete your own drills.");
    });
    const { toast } = renderConfirm(refused);
    await userEvent.click(await screen.findByRole("button", { name: "Delete drill" }));
    await vi.waitFor(() =>
      expect(toast.current).toMatchObject({
        title: "Could not delete",
        description: "You can only delete your own drills.",
        variant: "destructive",
      }),
    );
  });

  it("deletes nothing when the coach cancels", async () => {
    const remove = vi.fn(async () => undefined);
    const { onClose } = renderConfirm(remove);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await act(async () => {});
    expect(onClose).toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
