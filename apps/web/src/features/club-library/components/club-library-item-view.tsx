import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ClubLibraryItem, type ClubRole, hasClubRole } from "@touchline/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDelete } from "../../../components/ui/confirm-delete.tsx";
import { PageSpinner } from "../../../components/ui/spinner.tsx";
import { useSetPageLabel } from "../../../lib/page-label.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import {
  ageGroupName,
  AnimatedDiagram,
  DrillSection,
  formatDuration,
  INTENSITY_PHRASES,
  loadScaleOf,
  PHASE_NAMES,
} from "../../sessions/index.ts";
import { useClubLibraryItem, usePinClubItem, useRemoveClubItem } from "../api/use-club-library.ts";
import { KIND_NAMES } from "../lib/club-library-labels.ts";
import { useCopyToMyWork } from "./club-library.tsx";

/** One item of the club library, read only: a session's drills, a drill, or a tactical drill's diagram. */
export function ClubLibraryItemView({ clubId, itemId, myRole }: { clubId: string; itemId: string; myRole: ClubRole }) {
  const answer = useClubLibraryItem(clubId, itemId);
  if (answer.isPending) return <PageSpinner />;
  if (answer.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-white p-6 text-red-700 ring-1 ring-slate-200">
        {answer.error.message}
      </p>
    );
  }
  return <ItemView clubId={clubId} item={answer.data.item} myRole={myRole} />;
}

function ItemView({ clubId, item, myRole }: { clubId: string; item: ClubLibraryItem; myRole: ClubRole }) {
  const { t, i18n } = useLingui();
  useSetPageLabel(item.title);
  const navigate = useNavigate();
  const { copy, copyingId } = useCopyToMyWork(clubId);
  const pin = usePinClubItem(clubId);
  const removeItem = useRemoveClubItem(clubId);
  const [isRemoving, setIsRemoving] = useState(false);
  const isAdmin = hasClubRole(myRole, "admin");
  const { content } = item;
  const itemTitle = item.title;
  const authorName = item.authorName;
  const playerCount = content.kind === "session" ? content.derived.players : 0;
  const facts = [
    t(KIND_NAMES[item.kind]),
    item.ageGroup ? ageGroupName(i18n, item.ageGroup) : null,
    item.totalDurationMinutes > 0 ? formatDuration(i18n, item.totalDurationMinutes) : null,
    content.kind === "session" ? t`${plural(playerCount, { one: "# player", other: "# players" })}` : null,
    item.intensity ? t(INTENSITY_PHRASES[item.intensity]) : null,
    ...item.phases.map((phase) => t(PHASE_NAMES[phase])),
  ].filter(Boolean);

  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        <Link to={`/clubs/${clubId}/library`} className="text-sm font-medium text-brand-700 hover:underline">
          {"← "}
          <Trans>Club library</Trans>
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{item.title}</h2>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>Shared by {authorName}</Trans>
              {item.isPinned ? (
                <>
                  {" · "}
                  <Trans>Club essential</Trans>
                </>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button disabled={copyingId === item.id} onClick={() => void copy(item)}>
              <Trans>Copy to my work</Trans>
            </Button>
            {isAdmin ? (
              <>
                <Button
                  variant="secondary"
                  disabled={pin.isPending}
                  onClick={() =>
                    pin.mutate(
                      { itemId: item.id, isPinned: !item.isPinned },
                      { onError: (error) => showApiError(error, t`Could not change the pin`) },
                    )
                  }
                >
                  {item.isPinned ? <Trans>Unpin</Trans> : <Trans>Pin as essential</Trans>}
                </Button>
                <Button variant="secondary" onClick={() => setIsRemoving(true)}>
                  <Trans>Remove from club</Trans>
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <p className="text-sm text-slate-700">{facts.join(" · ")}</p>
        {item.topics.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t`Topics`}>
            {item.topics.map((topic) => (
              <li key={topic} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {topic}
              </li>
            ))}
          </ul>
        ) : null}
        {content.kind === "session" && content.theme ? <p className="whitespace-pre-line">{content.theme}</p> : null}
        {content.kind === "session" && content.objectives.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              <Trans>Objectives</Trans>
            </h3>
            <ul className="mt-2 list-disc pl-5">
              {content.objectives.map((objective) => (
                <li key={objective}>{objective}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </header>
      {content.kind === "session" ? (
        <ol className="flex flex-col gap-10">
          {content.blocks.map((block, index) => {
            const drillNumber = index + 1;
            const drillTitle = block.title;
            return (
              <li key={block.id} aria-label={t`Drill ${drillNumber}: ${drillTitle}`}>
                <DrillSection block={block} number={drillNumber} loadScale={loadScaleOf(content.blocks)} />
              </li>
            );
          })}
        </ol>
      ) : content.kind === "drill" ? (
        <DrillSection block={{ ...content.drill, id: item.id }} number={1} loadScale={loadScaleOf([content.drill])} />
      ) : (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
          <AnimatedDiagram diagram={content.diagram} title={t`Diagram: ${itemTitle}`} exportTitle={item.title} />
        </div>
      )}
      <ConfirmDelete
        item={isRemoving ? item : null}
        onClose={() => setIsRemoving(false)}
        question={({ title: shownTitle }) => t`Remove “${shownTitle}” from the club library?`}
        description={t`Members lose it from the club library; their own copies stay. Trainings it was planned for keep their time without it.`}
        confirmLabel={t`Remove from club`}
        remove={async (id) => {
          await removeItem.mutateAsync(id);
          await navigate(`/clubs/${clubId}/library`);
        }}
        deleted={(shown) => ({ title: t`Removed from the club library`, description: shown.title })}
      />
    </article>
  );
}
