import { PHASE_LABELS, type Session, sessionLoad } from "@touchline/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useSizeUnit } from "../../../editor/canvas/size-labels.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { needsServer, useIsOnline } from "../../../lib/use-online-status.ts";
import { useCopySession } from "../api/use-sessions.ts";
import { ageGroupLabel, formatMinutes, INTENSITY_LABELS, LEVEL_LABELS } from "../lib/labels.ts";
import { DrillSection } from "./drill-section.tsx";
import { ModerationHoldNotice } from "./moderation-hold-notice.tsx";
import { OnThePitchMode } from "./on-the-pitch-mode.tsx";
import { ReportSessionDialog } from "./report-session-dialog.tsx";
import { loadScaleOf, SessionLoad } from "./session-load.tsx";
import { SessionQrCode } from "./session-qr-code.tsx";
import { SessionReach } from "./session-reach.tsx";
import { copyShareLink, downloadSessionPdf, preloadSessionPdfExport } from "./session-actions.ts";

/** The read-only session (/sessions/:id and /s/:shortId): what an assistant or another coach sees. */
export function SessionView({ session, isSignedIn }: { session: Session; isSignedIn: boolean }) {
  const navigate = useNavigate();
  const copySession = useCopySession();
  const [isReporting, setIsReporting] = useState(false);
  const [isOnThePitch, setIsOnThePitch] = useState(false);
  const sizeUnit = useSizeUnit();
  const isOnline = useIsOnline();
  useSetPageLabel(session.title);

  if (isOnThePitch) return <OnThePitchMode session={session} onExit={() => setIsOnThePitch(false)} />;

  const facts = [
    session.ageGroup ? ageGroupLabel(session.ageGroup) : null,
    session.level ? LEVEL_LABELS[session.level] : null,
    formatMinutes(session.derived.totalDurationMinutes),
    `${session.derived.players} players`,
    `${INTENSITY_LABELS[session.intensity]} intensity`,
    `Load ${sessionLoad(session.blocks)}`,
    session.date ? new Date(`${session.date}T12:00:00`).toLocaleDateString(undefined, { dateStyle: "long" }) : null,
  ].filter(Boolean);

  const loadScale = loadScaleOf(session.blocks);

  const copy = async () => {
    try {
      const { session: copied } = await copySession.mutateAsync(session.id);
      toast({
        title: "Copied to your sessions",
        description: "It is private until you publish it. Adapt it as you like.",
      });
      navigate(`/create-session?session=${copied.id}`);
    } catch (error) {
      showApiError(error, "Could not copy", { fallback: "Please try again." });
    }
  };

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 print:max-w-none print:p-0">
      <title>{`${session.title} – Touchline`}</title>
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{session.title}</h1>
            <p className="mt-1 text-slate-600">
              by <span className="font-medium text-slate-800">{session.authorName}</span>
              {session.copiedFrom ? (
                <>
                  {" "}
                  · adapted from{" "}
                  {session.copiedFrom.id ? (
                    <Link to={`/sessions/${session.copiedFrom.id}`} className="text-brand-700 underline">
                      “{session.copiedFrom.title}”
                    </Link>
                  ) : (
                    <>“{session.copiedFrom.title}”</>
                  )}{" "}
                  by {session.copiedFrom.authorName}
                </>
              ) : null}
            </p>
            {session.isOwner ? <SessionReach session={session} className="mt-1" /> : null}
          </div>
          <div className="no-print flex flex-wrap gap-2">
            {session.isOwner ? (
              <Link to={`/create-session?session=${session.id}`} className={buttonClasses()}>
                Edit
              </Link>
            ) : isSignedIn && session.visibility === "public" ? (
              <Button onClick={copy} {...needsServer(isOnline, copySession.isPending)}>
                Copy to my sessions
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setIsOnThePitch(true)}>
              On the pitch
            </Button>
            <Button
              variant="secondary"
              onPointerEnter={preloadSessionPdfExport}
              onFocus={preloadSessionPdfExport}
              onClick={() => downloadSessionPdf(session, sizeUnit)}
            >
              Export PDF
            </Button>
            <Button variant="ghost" onClick={() => window.print()}>
              Print
            </Button>
            <Button variant="ghost" onClick={() => copyShareLink(session)}>
              Share link
            </Button>
            {isSignedIn && !session.isOwner && session.visibility === "public" ? (
              <Button variant="ghost" onClick={() => setIsReporting(true)} {...needsServer(isOnline)}>
                Report
              </Button>
            ) : null}
          </div>
        </div>
        {session.moderationHold ? (
          <div className="no-print">
            <ModerationHoldNotice sessionId={session.id} title={session.title} hold={session.moderationHold} />
          </div>
        ) : null}
        <p className="text-sm font-medium text-slate-700">{facts.join(" · ")}</p>
        {session.theme ? <p className="whitespace-pre-line text-slate-800">{session.theme}</p> : null}
        {session.blocks.length > 0 ? <SessionLoad blocks={session.blocks} /> : null}
        <div className="grid gap-4 md:grid-cols-[1fr_auto]">
          <div className="grid gap-4 sm:grid-cols-2">
            {session.objectives.length > 0 ? (
              <section aria-label="Objectives">
                <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Objectives</h2>
                <ul className="mt-2 list-disc pl-5">
                  {session.objectives.map((objective) => (
                    <li key={objective}>{objective}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-label="Equipment">
              <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Equipment</h2>
              <p className="mt-2">{session.derived.equipment || "None"}</p>
              {session.phases.length + session.topics.length > 0 ? (
                <p className="mt-3 flex flex-wrap gap-1">
                  {[...session.phases.map((phase) => PHASE_LABELS[phase]), ...session.topics].map((tag) => (
                    <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {tag}
                    </span>
                  ))}
                </p>
              ) : null}
            </section>
          </div>
          <div className="no-print flex flex-col items-center gap-1">
            <SessionQrCode session={session} size={120} />
            <span className="text-xs text-slate-500">Scan to open on a phone</span>
          </div>
        </div>
      </header>
      <ol className="flex flex-col gap-10">
        {session.blocks.map((block, index) => (
          <li key={block.id} aria-label={`Drill ${index + 1}: ${block.title}`} className="break-inside-avoid">
            <DrillSection block={block} number={index + 1} loadScale={loadScale} />
          </li>
        ))}
      </ol>
      <ReportSessionDialog sessionId={session.id} open={isReporting} onOpenChange={setIsReporting} />
    </article>
  );
}
