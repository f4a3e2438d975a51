import { Trans, useLingui } from "@lingui/react/macro";
import { MAX_COACHING_POINTS, MAX_PROGRESSIONS } from "@touchline/contracts";
import { countPlayers } from "@touchline/diagram";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { AnimationExportButton } from "../../../editor/components/animation-export-button.tsx";
import { PitchEditor } from "../../../editor/components/pitch-editor.tsx";
import { committedDiagram, type EditorStore } from "../../../editor/store/editor-store.ts";
import { intensityOptions } from "../lib/labels.ts";
import { untitledProgression } from "../hooks/use-full-editor.ts";
import { type DrillDraft, progressionKey } from "../lib/session-document.ts";
import { ListEditor } from "./list-editor.tsx";

/** In the page, an editor is as tall as the window below the navigation bar, so all of it fits on screen at once. */
const EDITOR_HEIGHT = "h-[calc(100dvh-5rem)] min-h-[26rem]";

/** A change of the drill's text or progressions; `mergeKey` names a field typed into, whose keys are one undo step. */
export type DrillChange = (patch: Partial<Omit<DrillDraft, "id">>, mergeKey?: string) => void;

/**
 * Everything about one drill: the pitch drawing, the set-up text, coaching points and progressions. The
 * drawings are edited in the editor stores `storeOf` gives by key; the other changes go to `onChange`.
 */
export function DrillEditor({
  drill,
  storeOf,
  onChange,
  onOpenFullEditor,
}: {
  drill: DrillDraft;
  storeOf(key: string): EditorStore;
  onChange: DrillChange;
  /** Opens the drawing kept under this key in the full-window editor; without it there is no such button. */
  onOpenFullEditor?(key: string): void;
}) {
  const { t, i18n } = useLingui();
  const drawnPlayers = countPlayers(drill.diagram).total;
  const name = drill.title;
  // An untitled drill's drawings are exported as "Drill" (and "Drill – progression 2").
  const drillName = name || t({ message: "Drill", context: "an untitled drill" });
  const progressionTitle = (number: number) => t`Progression ${number}`;
  const [openProgression, setOpenProgression] = useState<string | null>(null);
  const toolbarExtras = (key: string, title: string) => (
    <>
      <AnimationExportButton
        size="sm"
        variant="ghost"
        getDiagram={() => committedDiagram(storeOf(key).getState())}
        title={title}
        label={t`Export video or GIF of ${title}`}
      />
      {onOpenFullEditor ? (
        <Button size="sm" variant="secondary" onClick={() => onOpenFullEditor(key)}>
          <Trans>Open full editor</Trans>
        </Button>
      ) : null}
    </>
  );
  const setProgression = (index: number, patch: Partial<DrillDraft["progressions"][number]>) =>
    onChange(
      {
        progressions: drill.progressions.map((progression, i) =>
          i === index ? { ...progression, ...patch } : progression,
        ),
      },
      `progression-${index + 1}:${Object.keys(patch).join()}`,
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          className="lg:col-span-2"
          label={t`Drill title`}
          value={drill.title}
          maxLength={120}
          onChange={(event) => onChange({ title: event.target.value }, "title")}
        />
        <TextField
          label={t`Duration (minutes)`}
          type="number"
          min={1}
          max={180}
          value={String(drill.durationMinutes)}
          onChange={(event) =>
            onChange(
              { durationMinutes: Math.max(1, Math.min(180, Math.round(Number(event.target.value) || 1))) },
              "durationMinutes",
            )
          }
        />
        <SelectField
          label={t`Intensity`}
          value={drill.intensity}
          options={intensityOptions(i18n)}
          onChange={(intensity) => onChange({ intensity })}
        />
      </div>
      <div className={EDITOR_HEIGHT}>
        <PitchEditor
          store={storeOf(drill.id)}
          label={name ? t`Pitch for ${name}` : t`Pitch for this drill`}
          toolbarExtras={toolbarExtras(drill.id, drillName)}
        />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <TextareaField
          label={t`Organisation`}
          hint={t`Area size, groups, rules, how it starts and restarts.`}
          rows={6}
          maxLength={4000}
          value={drill.organisation}
          onChange={(event) => onChange({ organisation: event.target.value }, "organisation")}
        />
        <div className="flex flex-col gap-4">
          <ListEditor
            label={t`Coaching points`}
            items={drill.coachingPoints}
            onChange={(coachingPoints) => onChange({ coachingPoints }, "coachingPoints")}
            placeholder={t`e.g. Open body shape to receive`}
            addLabel={t`Add coaching point`}
            removeLabel={(number) => t`Remove coaching points ${number}`}
            maxItems={MAX_COACHING_POINTS}
          />
          <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={drill.coachingPointsForPlayers ?? false}
              onChange={(event) => onChange({ coachingPointsForPlayers: event.target.checked })}
            />
            <Trans>Show coaching points to players</Trans>
          </label>
          <TextField
            label={t`Players (leave empty to count the drawing)`}
            type="number"
            min={1}
            max={60}
            placeholder={t`${drawnPlayers} drawn`}
            value={drill.players === null ? "" : String(drill.players)}
            onChange={(event) =>
              onChange(
                {
                  players:
                    event.target.value === ""
                      ? null
                      : Math.max(1, Math.min(60, Math.round(Number(event.target.value) || 1))),
                },
                "players",
              )
            }
          />
        </div>
      </div>
      <section aria-label={t`Progressions`} className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold text-slate-800">
          <Trans>Progressions</Trans>
        </h4>
        {drill.progressions.map((progression, index) => {
          const key = progressionKey(drill.id, index);
          const number = index + 1;
          const progressionName = progression.title || i18n._(untitledProgression(number));
          return (
            <div key={key} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-end gap-2">
                <TextField
                  className="flex-1"
                  label={t`Progression ${number} title`}
                  value={progression.title}
                  maxLength={120}
                  onChange={(event) => setProgression(index, { title: event.target.value })}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpenProgression(openProgression === key ? null : key)}
                >
                  {openProgression === key ? <Trans>Close diagram</Trans> : <Trans>Edit diagram</Trans>}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setOpenProgression(null);
                    onChange({ progressions: drill.progressions.filter((_, i) => i !== index) });
                  }}
                >
                  <Trans>Remove progression</Trans>
                </Button>
              </div>
              <TextareaField
                label={t`Progression ${number} description`}
                rows={2}
                maxLength={2000}
                value={progression.description}
                onChange={(event) => setProgression(index, { description: event.target.value })}
              />
              {openProgression === key ? (
                <div className={EDITOR_HEIGHT}>
                  <PitchEditor
                    store={storeOf(key)}
                    label={t`Pitch for progression ${number}`}
                    toolbarExtras={toolbarExtras(key, `${drillName} – ${progressionName}`)}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
        {drill.progressions.length < MAX_PROGRESSIONS ? (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() =>
              // A progression starts from the drill's drawing as it stands.
              onChange({
                progressions: [
                  ...drill.progressions,
                  { title: progressionTitle(drill.progressions.length + 1), description: "", diagram: drill.diagram },
                ],
              })
            }
          >
            <Trans>Add progression</Trans>
          </Button>
        ) : null}
      </section>
    </div>
  );
}
