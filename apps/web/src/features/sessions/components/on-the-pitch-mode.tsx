import { Trans, useLingui } from "@lingui/react/macro";
import type { Session } from "@touchline/contracts";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useFullScreenLayout } from "../../../lib/app-layout.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { vibrate } from "../../../lib/vibrate.ts";
import { formatDuration } from "../lib/labels.ts";
import { AnimatedDiagram } from "./animated-diagram.tsx";
import { PitchMarks } from "./pitch-marks.tsx";
import { SessionQrCode } from "./session-qr-code.tsx";

function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A register taken beside the drills (features/attendance composes it): how many are present, and the
 * panel that takes it.
 */
export interface PitchRegister {
  present: number;
  total: number;
  panel: ReactNode;
}

/**
 * One drill at a time, big enough to read on a phone at arm's length, with a countdown per block
 * that moves to the next drill when it runs out, the drill's progressions and the session's QR code (so
 * an assistant's phone can open the same session) with its notes. It fits any window without scrolling:
 * the diagram as large as what is left, the notes beside it in landscape and under it in portrait
 * (scrolling inside themselves), the timer above and Previous/Next below always in view.
 */
export function OnThePitchMode({
  session,
  register,
  onExit,
}: {
  session: Session;
  /** When given, "Register 14/16" in the top bar opens it over the drill. */
  register?: PitchRegister;
  onExit(): void;
}) {
  const { t, i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const block = session.blocks[index];
  const [secondsLeft, setSecondsLeft] = useState((block?.durationMinutes ?? 0) * 60);
  const [isRunning, setIsRunning] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const [isRegisterOpen, setIsRegisterOpen] = useState(false);
  const registerButton = useRef<HTMLButtonElement>(null);
  const registerHeading = useRef<HTMLHeadingElement>(null);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const isPortrait = useMediaQuery("(orientation: portrait)");
  // The mode covers the window: the page under it becomes a frame of the window's height, so nothing
  // behind it scrolls (a touch that runs off the notes would otherwise scroll the session page).
  useFullScreenLayout(true);

  useEffect(() => {
    setSecondsLeft((session.blocks[index]?.durationMinutes ?? 0) * 60);
  }, [index, session.blocks]);

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);

  useEffect(() => {
    if (secondsLeft > 0 || !isRunning) return;
    vibrate(200);
    if (index < session.blocks.length - 1) setIndex(index + 1);
    else setIsRunning(false);
  }, [secondsLeft, isRunning, index, session.blocks.length]);

  useEffect(() => {
    container.current?.requestFullscreen?.().catch(() => {
      // Full screen is a bonus: the mode works in the normal window too.
    });
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);

  useEffect(() => {
    if (isRegisterOpen) registerHeading.current?.focus();
  }, [isRegisterOpen]);
  const closeRegister = () => {
    setIsRegisterOpen(false);
    registerButton.current?.focus();
  };

  // The session's page gives way to this mode, its title with it.
  const sessionTitle = session.title;
  const title = <title>{t`${sessionTitle} – On the pitch – Touchline`}</title>;

  if (!block) {
    return (
      <div className="p-8">
        {title}
        <p>
          <Trans>This session has no drills yet.</Trans>
        </p>
        <Button onClick={onExit}>
          <Trans>Back to the session</Trans>
        </Button>
      </div>
    );
  }

  const number = index + 1;
  const drillCount = session.blocks.length;
  const name = block.title;
  const clock = formatClock(secondsLeft);
  const present = register?.present;
  const total = register?.total;
  const progressionLabel = (number: number, name: string) => t`Progression ${number}: ${name}`;
  const progressionDiagramTitle = (name: string) => t`Progression: ${name}`;

  return (
    <div
      ref={container}
      role="region"
      aria-label={t`On the pitch`}
      className="fixed inset-0 z-50 flex flex-col gap-2 overflow-hidden bg-slate-950 p-2 text-white sm:gap-3 sm:p-3"
    >
      {title}
      <header className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-slate-300">
            <Trans>
              Drill {number} of {drillCount}
            </Trans>{" "}
            · {formatDuration(i18n, block.durationMinutes)}
          </p>
          <h1 className="truncate text-2xl font-bold sm:text-3xl">{block.title}</h1>
        </div>
        {/* Wraps on a phone held upright: Register and Exit must stay in view, never pushed off the edge. */}
        <div className="flex flex-wrap items-center gap-2 sm:gap-3">
          <p
            className="font-mono text-4xl font-bold tabular-nums sm:text-5xl"
            aria-live="polite"
            aria-label={t`Time left ${clock}`}
          >
            {clock}
          </p>
          <Button size="lg" onClick={() => setIsRunning((running) => !running)}>
            {isRunning ? <Trans>Pause timer</Trans> : <Trans>Start timer</Trans>}
          </Button>
          <PitchMarks clearKey={index} />
          {register ? (
            <Button
              ref={registerButton}
              variant="secondary"
              aria-expanded={isRegisterOpen}
              aria-controls={isRegisterOpen ? "pitch-register" : undefined}
              onClick={() => (isRegisterOpen ? closeRegister() : setIsRegisterOpen(true))}
            >
              <Trans context="attendance register">
                Register {present}/{total}
              </Trans>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onExit}>
            <Trans>Exit</Trans>
          </Button>
        </div>
      </header>
      {/* The diagram takes what the notes leave: beside it in landscape, under it in portrait. */}
      <div className="flex min-h-0 flex-1 flex-col gap-3 landscape:flex-row">
        <div className="flex min-h-0 min-w-0 flex-1 items-center justify-center [container-type:size]">
          <AnimatedDiagram
            diagram={block.diagram}
            title={t`Diagram: ${name}`}
            isFitted
            playsOnOpen
            windowShape={isPortrait ? "portrait" : "landscape"}
            className="h-full w-full"
          />
        </div>
        {/* A region of its own that takes focus, so a keyboard can scroll it too. */}
        <div
          role="region"
          aria-label={t`Notes`}
          tabIndex={0}
          className="flex max-h-[40%] min-h-0 shrink-0 flex-col gap-6 overflow-y-auto overscroll-contain rounded-lg pr-1 focus-visible:outline-2 focus-visible:outline-white landscape:max-h-none landscape:w-[clamp(16rem,32%,30rem)]"
        >
          {block.coachingPoints.length > 0 ? (
            <ul className="flex list-disc flex-col gap-3 pl-6 text-xl leading-snug sm:text-2xl">
              {block.coachingPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : (
            <p className="whitespace-pre-line text-lg sm:text-xl">{block.organisation}</p>
          )}
          {block.progressions.length > 0 ? (
            <section aria-labelledby="pitch-progressions-heading" className="flex flex-col gap-3">
              <h2 id="pitch-progressions-heading" className="text-xl font-bold">
                <Trans>Progressions</Trans>
              </h2>
              <ol className="flex flex-col gap-4">
                {block.progressions.map((progression, progressionIndex) => (
                  <li
                    key={progressionIndex}
                    aria-label={progressionLabel(progressionIndex + 1, progression.title)}
                    className="flex flex-col gap-2"
                  >
                    <h3 className="text-lg font-semibold">
                      {index + 1}.{progressionIndex + 1} {progression.title}
                    </h3>
                    <AnimatedDiagram
                      diagram={progression.diagram}
                      title={progressionDiagramTitle(progression.title)}
                      className="rounded-xl bg-white p-2"
                    />
                    {progression.description ? (
                      <p className="whitespace-pre-line text-lg text-slate-200">{progression.description}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <figure className="flex flex-col items-center gap-2 self-center">
            <div className="rounded-lg bg-white p-2">
              <SessionQrCode session={session} size={160} />
            </div>
            <figcaption className="text-sm text-slate-200">
              <Trans>Scan to open this session</Trans>
            </figcaption>
          </figure>
        </div>
      </div>
      {register && isRegisterOpen ? (
        // Inside the mode's own element, not a portal: in full screen only that element is drawn. A side
        // panel in landscape, so the drill stays in view; the whole height in portrait.
        <section
          id="pitch-register"
          role="dialog"
          aria-modal="false"
          aria-labelledby="pitch-register-heading"
          className="absolute inset-0 z-10 flex flex-col bg-white text-slate-900 shadow-2xl landscape:left-auto landscape:w-[min(28rem,48%)]"
          onKeyDown={(event) => {
            if (event.key === "Escape") closeRegister();
          }}
        >
          <div className="flex shrink-0 items-center justify-between gap-3 border-b border-slate-200 p-3">
            <h2 id="pitch-register-heading" ref={registerHeading} tabIndex={-1} className="text-xl font-bold">
              <Trans context="attendance register">Register</Trans>
            </h2>
            <Button variant="secondary" onClick={closeRegister}>
              <Trans>Close register</Trans>
            </Button>
          </div>
          <div className="flex min-h-0 flex-1 flex-col">{register.panel}</div>
        </section>
      ) : null}
      <nav aria-label={t`Drills`} className="flex shrink-0 justify-between gap-3">
        <Button size="lg" variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          <Trans>Previous drill</Trans>
        </Button>
        <Button size="lg" disabled={index === session.blocks.length - 1} onClick={() => setIndex(index + 1)}>
          <Trans>Next drill</Trans>
        </Button>
      </nav>
    </div>
  );
}
