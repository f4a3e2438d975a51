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
import { INTENSITY_OPTIONS } from "../lib/labels.ts";
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
  const drawnPlayers = countPlayers(drill.diagram).total;
  const [openProgression, setOpenProgression] = useState<string | null>(null);
  const toolbarExtras = (key: string, title: string) => (
    <>
      <AnimationExportButton
        size="sm"
        variant="ghost"
        getDiagram={() => committedDiagram(storeOf(key).getState())}
        title={title}
        label={`Export video or GIF of ${title}`}
      />
      {onOpenFullEditor ? (
        <Button size="sm" variant="secondary" onClick={() => onOpenFullEditor(key)}>
          Open full editor
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
          label="Drill title"
          value={drill.title}
          maxLength={120}
          onChange={(event) => onChange({ title: event.target.value }, "title")}
        />
        <TextField
          label="Duration (minutes)"
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
          label="Intensity"
          value={drill.intensity}
          options={INTENSITY_OPTIONS}
          onChange={(intensity) => onChange({ intensity })}
        />
      </div>
      <div className={EDITOR_HEIGHT}>
        <PitchEditor
          store={storeOf(drill.id)}
          label={`Pitch for ${drill.title || "this drill"}`}
          toolbarExtras={toolbarExtras(drill.id, drill.title || "Drill")}
        />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <TextareaField
          label="Organisation"
          hint="Area size, groups, rules, how it starts and restarts."
          rows={6}
          maxLength={4000}
          value={drill.organisation}
          onChange={(event) => onChange({ organisation: event.target.value }, "organisation")}
        />
        <div className="flex flex-col gap-4">
          <ListEditor
            label="Coaching points"
            items={drill.coachingPoints}
            onChange={(coachingPoints) => onChange({ coachingPoints }, "coachingPoints")}
            placeholder="e.g. Open body shape to receive"
            addLabel="Add coaching point"
            maxItems={MAX_COACHING_POINTS}
          />
          <label className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={drill.coachingPointsForPlayers ?? false}
              onChange={(event) => onChange({ coachingPointsForPlayers: event.target.checked })}
            />
            Show coaching points to players
          </label>
          <TextField
            label="Players (leave empty to count the drawing)"
            type="number"
            min={1}
            max={60}
            placeholder={`${drawnPlayers} drawn`}
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
      <section aria-label="Progressions" className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold text-slate-800">Progressions</h4>
        {drill.progressions.map((progression, index) => {
          const key = progressionKey(drill.id, index);
          return (
            <div key={key} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-end gap-2">
                <TextField
                  className="flex-1"
                  label={`Progression ${index + 1} title`}
                  value={progression.title}
                  maxLength={120}
                  onChange={(event) => setProgression(index, { title: event.target.value })}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpenProgression(openProgression === key ? null : key)}
                >
                  {openProgression === key ? "Close diagram" : "Edit diagram"}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setOpenProgression(null);
                    onChange({ progressions: drill.progressions.filter((_, i) => i !== index) });
                  }}
                >
                  Remove progression
                </Button>
              </div>
              <TextareaField
                label={`Progression ${index + 1} description`}
                rows={2}
                maxLength={2000}
                value={progression.description}
                onChange={(event) => setProgression(index, { description: event.target.value })}
              />
              {openProgression === key ? (
                <div className={EDITOR_HEIGHT}>
                  <PitchEditor
                    store={storeOf(key)}
                    label={`Pitch for progression ${index + 1}`}
                    toolbarExtras={toolbarExtras(
                      key,
                      `${drill.title || "Drill"} – ${progression.title || `progression ${index + 1}`}`,
                    )}
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
                  { title: `Progression ${drill.progressions.length + 1}`, description: "", diagram: drill.diagram },
                ],
              })
            }
          >
            Add progression
          </Button>
        ) : null}
      </section>
    </div>
  );
}
