import { useLingui } from "@lingui/react/macro";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "../../lib/cn.ts";
import { dismissToast, useCurrentToast } from "./toast-store.ts";

/** The spec's toast constants: auto-close after 5 s, swipe 50 px to dismiss, F8 focuses the toast region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export default function Toaster() {
  const { t } = useLingui();
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {message ? (
        <ToastPrimitive.Root
          key={message.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={cn(
            "pointer-events-auto flex w-full items-start gap-3 rounded-xl p-4 shadow-lg ring-1",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-none",
            message.variant === "destructive"
              ? "bg-red-700 text-white ring-red-800"
              : "bg-white text-slate-900 ring-slate-200",
          )}
        >
          <div className="flex-1">
            <ToastPrimitive.Title className="font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description ? (
              <ToastPrimitive.Description className="mt-1 text-sm">{message.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t`Close notification`}
            className="rounded-md px-2 text-lg leading-none hover:bg-black/10"
          >
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
