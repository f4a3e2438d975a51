import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PitchIllustration } from "./pitch-illustration.tsx";

// The live board brings the editor's canvas; it loads after the page, with the illustration as a stand-in.
const LiveDemoBoard = lazy(() => import("./live-demo-board.tsx"));

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-2 lg:gap-12 lg:py-20">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-medium text-brand-800 shadow-sm ring-1 ring-brand-200">
            <span className="rounded bg-brand-100 px-1.5 py-0.5 text-[10px] font-bold uppercase">
              <Trans>Beta</Trans>
            </span>
            <Trans>Built by a grassroots coach in Malta</Trans>
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            <Trans>
              Plan football sessions the way you see them <span className="text-brand-600">on the pitch</span>
            </Trans>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600 lg:mx-0">
            <Trans>
              Design drills on a drag-and-drop pitch, animate the movements, export a clean PDF for the touchline and
              keep every session in your own library — or borrow ideas from coaches worldwide.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to="/login" className={buttonClasses({ size: "lg" })}>
              <Trans>Get Started Free</Trans>
            </Link>
            <Link to="/tactical-board" className={buttonClasses({ variant: "secondary", size: "lg" })}>
              <Trans>Try the Tactical Board</Trans>
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-500">
            <Trans>No credit card. The tactical board works without an account.</Trans>
          </p>
        </div>
        <figure className="mx-auto w-full max-w-2xl">
          <div className="rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 sm:p-3">
            <Suspense fallback={<PitchIllustration className="block h-auto w-full" />}>
              <LiveDemoBoard />
            </Suspense>
          </div>
          <figcaption className="mt-3 text-center text-sm text-slate-500">
            <Trans>Live demo: drag the players to try the board. Nothing to install, no account needed.</Trans>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
