import { MAX_COACHING_POINTS, MAX_PROGRESSIONS } from "@touchline/contracts";
import { countPlayers, createId } from "@touchline/diagram";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { AnimationExportButton } from "../../../editor/components/animation-export-button.tsx";
import { PitchEditor } from "../../../editor/components/pitch-editor.tsx";
import { committedDiagram, useEditorState } from "../../../editor/store/editor-store.ts";
import type { DrillDiagrams } from "../lib/drill-diagrams.ts";
import { INTENSITY_OPTIONS } from "../lib/labels.ts";
import type { DrillFields, ProgressionFields } from "../lib/session-draft.ts";
import { ListEditor } from "./list-editor.tsx";

/** In the page, an editor is as tall as the window below the navigation bar, so all of it fits on screen at once. */
const EDITOR_HEIGHT = "h-[calc(100dvh-5rem)] min-h-[26rem]";

/**
 * Everything about one drill: the pitch drawing, the set-up text, coaching points and progressions. The
 * drawings are edited in their stores in `diagrams`; the text changes go to `onChange`.
 */
export function DrillEditor({
  drill,
  diagrams,
  onChange,
  onOpenFullEditor,
}: {
  drill: DrillFields;
  diagrams: DrillDiagrams;
  onChange(patch: Partial<DrillFields>): void;
  /** Opens the drawing kept under this key in the full-window editor; without it there is no such button. */
  onOpenFullEditor?(key: string): void;
}) {
  const store = diagrams.storeOf(drill.id);
  const drawnPlayers = useEditorState(store, (state) => countPlayers(committedDiagram(state)).total);
  const [openProgression, setOpenProgression] = useState<string | null>(null);
  const toolbarExtras = (key: string, title: string) => (
    <>
      <AnimationExportButton
        size="sm"
        variant="ghost"
        getDiagram={() => committedDiagram(diagrams.storeOf(key).getState())}
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
  const setProgression = (index: number, patch: Partial<ProgressionFields>) =>
    onChange({
      progressions: drill.progressions.map((progression, i) =>
        i === index ? { ...progression, ...patch } : progression,
      ),
    });

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          className="lg:col-span-2"
          label="Drill title"
          value={drill.title}
          maxLength={120}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          min={1}
          max={180}
          value={String(drill.durationMinutes)}
          onChange={(event) =>
            onChange({ durationMinutes: Math.max(1, Math.min(180, Math.round(Number(event.target.value) || 1))) })
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
          store={store}
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
          onChange={(event) => onChange({ organisation: event.target.value })}
        />
        <div className="flex flex-col gap-4">
          <ListEditor
            label="Coaching points"
            items={drill.coachingPoints}
            onChange={(coachingPoints) => onChange({ coachingPoints })}
            placeholder="e.g. Open body shape to receive"
            addLabel="Add coaching point"
            maxItems={MAX_COACHING_POINTS}
          />
          <TextField
            label="Players (leave empty to count the drawing)"
            type="number"
            min={1}
            max={60}
            placeholder={`${drawnPlayers} drawn`}
            value={drill.players === null ? "" : String(drill.players)}
            onChange={(event) =>
              onChange({
                players:
                  event.target.value === ""
                    ? null
                    : Math.max(1, Math.min(60, Math.round(Number(event.target.value) || 1))),
              })
            }
          />
        </div>
      </div>
      <section aria-label="Progressions" className="flex flex-col gap-3">
        <h4 className="text-sm font-semibold text-slate-800">Progressions</h4>
        {drill.progressions.map((progression, index) => (
          <div key={progression.key} className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
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
                onClick={() => setOpenProgression(openProgression === progression.key ? null : progression.key)}
              >
                {openProgression === progression.key ? "Close diagram" : "Edit diagram"}
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
            {openProgression === progression.key ? (
              <div className={EDITOR_HEIGHT}>
                <PitchEditor
                  store={diagrams.storeOf(progression.key)}
                  label={`Pitch for progression ${index + 1}`}
                  toolbarExtras={toolbarExtras(
                    progression.key,
                    `${drill.title || "Drill"} – ${progression.title || `progression ${index + 1}`}`,
                  )}
                />
              </div>
            ) : null}
          </div>
        ))}
        {drill.progressions.length < MAX_PROGRESSIONS ? (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() => {
              // A progression starts from the drill's drawing as it stands.
              const key = createId();
              diagrams.load(key, committedDiagram(store.getState()));
              onChange({
                progressions: [
                  ...drill.progressions,
                  { key, title: `Progression ${drill.progressions.length + 1}`, description: "" },
                ],
              });
            }}
          >
            Add progression
          </Button>
        ) : null}
      </section>
    </div>
  );
}
