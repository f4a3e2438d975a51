import type { Session } from "@touchline/contracts";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { vibrate } from "../../../lib/vibrate.ts";
import { formatMinutes } from "../lib/labels.ts";
import { AnimatedDiagram } from "./animated-diagram.tsx";
import { PitchMarks } from "./pitch-marks.tsx";
import { SessionQrCode } from "./session-qr-code.tsx";

function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * One drill at a time, big enough to read on a phone at arm's length, with a countdown per block
 * that moves to the next drill when it runs out, the drill's progressions below it, and the session's
 * QR code so an assistant's phone can open the same session.
 */
export function OnThePitchMode({ session, onExit }: { session: Session; onExit(): void }) {
  const [index, setIndex] = useState(0);
  const block = session.blocks[index];
  const [secondsLeft, setSecondsLeft] = useState((block?.durationMinutes ?? 0) * 60);
  const [isRunning, setIsRunning] = useState(false);
  const container = useRef<HTMLDivElement>(null);

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

  // The session's page gives way to this mode, its title with it.
  const title = <title>{`${session.title} – On the pitch – Touchline`}</title>;

  if (!block) {
    return (
      <div className="p-8">
        {title}
        <p>This session has no drills yet.</p>
        <Button onClick={onExit}>Back to the session</Button>
      </div>
    );
  }

  return (
    <div
      ref={container}
      role="region"
      aria-label="On the pitch"
      className="fixed inset-0 z-50 flex flex-col gap-4 overflow-y-auto bg-slate-950 p-4 text-white"
    >
      {title}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-300">
          Drill {index + 1} of {session.blocks.length} · {formatMinutes(block.durationMinutes)}
        </p>
        <PitchMarks clearKey={index} />
        <Button variant="secondary" onClick={onExit}>
          Exit
        </Button>
      </div>
      <h1 className="text-3xl font-bold">{block.title}</h1>
      <div className="grid flex-1 gap-6 lg:grid-cols-[3fr_2fr]">
        <AnimatedDiagram
          diagram={block.diagram}
          title={`Diagram: ${block.title}`}
          className="rounded-xl bg-white p-2"
        />
        <div className="flex flex-col gap-6">
          <div className="flex items-center gap-4">
            <p
              className="font-mono text-6xl font-bold tabular-nums"
              aria-live="polite"
              aria-label={`Time left ${formatClock(secondsLeft)}`}
            >
              {formatClock(secondsLeft)}
            </p>
            <Button size="lg" onClick={() => setIsRunning((running) => !running)}>
              {isRunning ? "Pause timer" : "Start timer"}
            </Button>
          </div>
          {block.coachingPoints.length > 0 ? (
            <ul className="flex list-disc flex-col gap-3 pl-6 text-2xl leading-snug">
              {block.coachingPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : (
            <p className="whitespace-pre-line text-xl">{block.organisation}</p>
          )}
        </div>
      </div>
      {block.progressions.length > 0 ? (
        <section aria-labelledby="pitch-progressions-heading" className="flex flex-col gap-3">
          <h2 id="pitch-progressions-heading" className="text-xl font-bold">
            Progressions
          </h2>
          <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {block.progressions.map((progression, progressionIndex) => (
              <li
                key={progressionIndex}
                aria-label={`Progression ${progressionIndex + 1}: ${progression.title}`}
                className="flex flex-col gap-2"
              >
                <h3 className="text-lg font-semibold">
                  {index + 1}.{progressionIndex + 1} {progression.title}
                </h3>
                <AnimatedDiagram
                  diagram={progression.diagram}
                  title={`Progression: ${progression.title}`}
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
      <div className="flex justify-between gap-3">
        <Button size="lg" variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous drill
        </Button>
        <Button size="lg" disabled={index === session.blocks.length - 1} onClick={() => setIndex(index + 1)}>
          Next drill
        </Button>
      </div>
      <figure className="flex flex-col items-center gap-2 self-center">
        <div className="rounded-lg bg-white p-2">
          <SessionQrCode session={session} size={160} />
        </div>
        <figcaption className="text-sm text-slate-200">Scan to open this session</figcaption>
      </figure>
    </div>
  );
}
