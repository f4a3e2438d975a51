import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Session, sessionLoad } from "@touchline/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useSizeUnit } from "../../../editor/canvas/size-labels.ts";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { TranslatedDescription } from "../../../lib/translated-description.tsx";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { needsServer, useIsOnline } from "../../../lib/use-online-status.ts";
import { useCopySession } from "../api/use-sessions.ts";
import {
  ageGroupName,
  formatDuration,
  formatTrainingDate,
  INTENSITY_PHRASES,
  LEVEL_NAMES,
  PHASE_NAMES,
  sessionEquipment,
} from "../lib/labels.ts";
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
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const copySession = useCopySession();
  const [isReporting, setIsReporting] = useState(false);
  const [isOnThePitch, setIsOnThePitch] = useState(false);
  const sizeUnit = useSizeUnit();
  const isOnline = useIsOnline();
  useSetPageLabel(session.title);

  if (isOnThePitch) return <OnThePitchMode session={session} onExit={() => setIsOnThePitch(false)} />;

  const { players } = session.derived;
  const load = i18n.number(sessionLoad(session.blocks));
  const facts = [
    session.ageGroup ? ageGroupName(i18n, session.ageGroup) : null,
    session.level ? i18n._(LEVEL_NAMES[session.level]) : null,
    formatDuration(i18n, session.derived.totalDurationMinutes),
    t`${plural(players, { one: "# player", other: "# players" })}`,
    i18n._(INTENSITY_PHRASES[session.intensity]),
    t`Load ${load}`,
    session.date ? formatTrainingDate(i18n, session.date, { dateStyle: "long" }) : null,
  ].filter(Boolean);

  const loadScale = loadScaleOf(session.blocks);
  const { authorName, copiedFrom, title: sessionTitle } = session;
  const originalTitle = copiedFrom?.title;
  const originalAuthor = copiedFrom?.authorName;

  const copy = async () => {
    try {
      const { session: copied } = await copySession.mutateAsync(session.id);
      toast({
        title: t`Copied to your sessions`,
        description: t`It is private until you publish it. Adapt it as you like.`,
      });
      navigate(`/create-session?session=${copied.id}`);
    } catch (error) {
      showApiError(error, t`Could not copy`, { fallback: t`Please try again.` });
    }
  };

  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 print:max-w-none print:p-0">
      <title>{t`${sessionTitle} – Touchline`}</title>
      {/* A session without a theme is described by the server in English; its theme is the coach's own words. */}
      {session.theme ? null : (
        <TranslatedDescription
          content={
            authorName
              ? t`A football training session by ${authorName}, shared in Touchline's global library.`
              : t`A football training session, shared in Touchline's global library.`
          }
        />
      )}
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{session.title}</h1>
            <p className="mt-1 text-slate-600">
              <Trans>
                by <span className="font-medium text-slate-800">{authorName}</span>
              </Trans>
              {copiedFrom ? (
                <>
                  {" "}
                  {copiedFrom.id ? (
                    <Trans>
                      · adapted from{" "}
                      <Link to={`/sessions/${copiedFrom.id}`} className="text-brand-700 underline">
                        “{originalTitle}”
                      </Link>{" "}
                      by {originalAuthor}
                    </Trans>
                  ) : (
                    <Trans>
                      · adapted from “{originalTitle}” by {originalAuthor}
                    </Trans>
                  )}
                </>
              ) : null}
            </p>
            {session.isOwner ? <SessionReach session={session} className="mt-1" /> : null}
          </div>
          <div className="no-print flex flex-wrap gap-2">
            {session.isOwner ? (
              <Link to={`/create-session?session=${session.id}`} className={buttonClasses()}>
                <Trans>Edit</Trans>
              </Link>
            ) : isSignedIn && session.visibility === "public" ? (
              <Button onClick={copy} {...needsServer(isOnline, copySession.isPending)}>
                <Trans>Copy to my sessions</Trans>
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setIsOnThePitch(true)}>
              <Trans>On the pitch</Trans>
            </Button>
            <Button
              variant="secondary"
              onPointerEnter={preloadSessionPdfExport}
              onFocus={preloadSessionPdfExport}
              onClick={() => downloadSessionPdf(session, i18n, sizeUnit)}
            >
              <Trans>Export PDF</Trans>
            </Button>
            <Button variant="ghost" onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Button variant="ghost" onClick={() => copyShareLink(session)}>
              <Trans>Share link</Trans>
            </Button>
            {isSignedIn && !session.isOwner && session.visibility === "public" ? (
              <Button variant="ghost" onClick={() => setIsReporting(true)} {...needsServer(isOnline)}>
                <Trans context="verb">Report</Trans>
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
              <section aria-label={t`Objectives`}>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                  <Trans>Objectives</Trans>
                </h2>
                <ul className="mt-2 list-disc pl-5">
                  {session.objectives.map((objective) => (
                    <li key={objective}>{objective}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-label={t`Equipment`}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
                <Trans>Equipment</Trans>
              </h2>
              <p className="mt-2">
                {sessionEquipment(i18n, session.blocks).join(", ") || t({ message: "None", context: "equipment" })}
              </p>
              {session.phases.length + session.topics.length > 0 ? (
                <p className="mt-3 flex flex-wrap gap-1">
                  {[...session.phases.map((phase) => i18n._(PHASE_NAMES[phase])), ...session.topics].map((tag) => (
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
            <span className="text-xs text-slate-500">
              <Trans>Scan to open on a phone</Trans>
            </span>
          </div>
        </div>
      </header>
      <ol className="flex flex-col gap-10">
        {session.blocks.map((block, index) => {
          const number = index + 1;
          const name = block.title;
          return (
            <li key={block.id} aria-label={t`Drill ${number}: ${name}`} className="break-inside-avoid">
              <DrillSection block={block} number={number} loadScale={loadScale} />
            </li>
          );
        })}
      </ol>
      <ReportSessionDialog sessionId={session.id} open={isReporting} onOpenChange={setIsReporting} />
    </article>
  );
}
