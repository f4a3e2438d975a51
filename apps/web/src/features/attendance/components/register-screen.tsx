import { Trans } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button.tsx";
import { useFullScreenLayout } from "../../../lib/app-layout.ts";
import type { TakeRegister } from "../hooks/use-take-register.ts";
import { RegisterPanel } from "./register-panel.tsx";

/**
 * The register on its own, over the whole window: for an occurrence planned with a club library session
 * or none, where there are no drills of the coach's own to show beside it.
 */
export function RegisterScreen({
  taking,
  heading,
  when,
  onExit,
}: {
  taking: TakeRegister;
  heading: string;
  when: string;
  onExit(): void;
}) {
  useFullScreenLayout(true);
  return (
    <div
      role="region"
      aria-labelledby="register-screen-heading"
      className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900"
    >
      <header className="flex shrink-0 flex-wrap items-center gap-3 border-b border-slate-200 p-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-700">{when}</p>
          <h1 id="register-screen-heading" className="truncate text-xl font-bold sm:text-2xl">
            <Trans>Register: {heading}</Trans>
          </h1>
        </div>
        <Button variant="secondary" size="lg" onClick={onExit}>
          <Trans>Exit</Trans>
        </Button>
      </header>
      <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col">
        <RegisterPanel taking={taking} />
      </div>
    </div>
  );
}
