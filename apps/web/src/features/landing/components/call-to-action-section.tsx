import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";

export function CallToActionSection() {
  return (
    <section aria-labelledby="call-to-action-heading" className="px-4 pt-16 md:pt-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-slate-900 px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 id="call-to-action-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          <Trans>Ready for your next session?</Trans>
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
          <Trans>Create your free account and have your first drill on the pitch before the kettle boils.</Trans>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/login" className={buttonClasses({ size: "lg" })}>
            <Trans>Get Started Free</Trans>
          </Link>
          <Link to="/tactical-board" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            <Trans>Try the Tactical Board</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
