import {
  catalogueEntry,
  DIAGRAM_LIMITS,
  nameTeam,
  setObjectProps,
  setTeamKit,
  TEAM_COLOURS,
  type Team,
  type TeamColourId,
  type TeamPerson,
  teamSheetOrder,
} from "@touchline/diagram";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { type DiagramCommand } from "../store/editor-reducer.ts";
import { shallowEqual, useEditor, useEditorStore } from "../store/editor-store.ts";
import { SelectField } from "./panel-fields.tsx";
import { PanelSection } from "./panel-section.tsx";
import { KIT_PATTERN_OPTIONS, kitOf } from "./properties-panel.tsx";
import { type SquadNames, useSquadNames } from "./squad-names.ts";

const TEAM_NAMES: Record<Team, string> = { home: "Home", away: "Away" };
const COLOUR_OPTIONS = TEAM_COLOURS.map((colour) => ({ value: colour.id, label: colour.name }));

/** One cell's input: commits on Enter or leaving it, like the properties panel, so each edit is one undo step. */
function SheetInput({
  label,
  value,
  maxLength,
  className,
  onCommit,
}: {
  label: string;
  value: string;
  maxLength: number;
  className: string;
  onCommit(value: string): void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <input
      aria-label={label}
      value={draft}
      maxLength={maxLength}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
        if (event.key === "Escape") setDraft(value);
      }}
      className={`h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 pointer-coarse:h-11 ${className}`}
    />
  );
}

/**
 * The team sheet: for each team its kit (shirt colour, pattern, second colour and the goalkeeper's colour,
 * each change dressing the whole team in one undo step) and a row per player to edit numbers and names.
 */
export function TeamSheetPanel() {
  const store = useEditorStore();
  const home = useEditor((state) => teamSheetOrder(state.diagram, "home"), shallowEqual);
  const away = useEditor((state) => teamSheetOrder(state.diagram, "away"), shallowEqual);
  const record = (command: DiagramCommand) => {
    try {
      store.dispatch({ type: "apply", command });
    } catch {
      // The inputs keep values in range; a value the model still refuses simply does not apply.
    }
  };
  return (
    <>
      <TeamSection team="home" people={home} record={record} />
      <TeamSection team="away" people={away} record={record} />
    </>
  );
}

function TeamSection({
  team,
  people,
  record,
}: {
  team: Team;
  people: readonly TeamPerson[];
  record(command: DiagramCommand): void;
}) {
  const name = TEAM_NAMES[team];
  const player = people.find((person) => person.kind === "player");
  const keeper = people.find((person) => person.kind === "goalkeeper");
  const kit = player ? kitOf(player) : undefined;
  const dress = (change: { colour?: TeamColourId; goalkeeperColour?: TeamColourId; kit?: typeof kit }) =>
    record((d) => setTeamKit(d, { team, ...change }));
  return (
    <PanelSection title={`${name} team`}>
      {people.length === 0 ? (
        <p className="text-sm text-slate-600">No {team} players yet: line a team up above, or place players.</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2">
            {player && kit ? (
              <>
                <SelectField
                  label="Shirt colour"
                  value={player.colour}
                  options={COLOUR_OPTIONS}
                  onChange={(colour) => dress({ colour })}
                />
                <SelectField
                  label="Pattern"
                  value={kit.pattern}
                  options={KIT_PATTERN_OPTIONS}
                  onChange={(pattern) => dress({ kit: { ...kit, pattern } })}
                />
                <SelectField
                  label="Second colour"
                  value={kit.secondColour}
                  options={COLOUR_OPTIONS}
                  onChange={(secondColour) => dress({ kit: { ...kit, secondColour } })}
                />
              </>
            ) : null}
            {keeper ? (
              <SelectField
                label="Goalkeeper colour"
                value={keeper.colour}
                options={COLOUR_OPTIONS}
                onChange={(goalkeeperColour) => dress({ goalkeeperColour })}
              />
            ) : null}
          </div>
          <FillFromSquad team={team} record={record} />
          {/* Fixed layout: the name column takes what the number leaves, however narrow the panel (a drawer). */}
          <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
            <caption className="sr-only">{name} players</caption>
            <thead>
              <tr className="text-left text-xs font-medium text-slate-600">
                <th scope="col" className="w-14 font-medium">
                  No.
                </th>
                <th scope="col" className="font-medium">
                  Name
                </th>
              </tr>
            </thead>
            <tbody>
              {people.map((person, index) => {
                const row = `${name} ${person.kind === "goalkeeper" ? "goalkeeper" : "player"} ${index + 1}`;
                return (
                  <tr key={person.id}>
                    <td className="pr-1">
                      <SheetInput
                        label={`${row} number`}
                        value={person.label}
                        maxLength={3}
                        className="w-14 text-center"
                        onCommit={(label) => record((d) => setObjectProps(d, { ids: [person.id], props: { label } }))}
                      />
                    </td>
                    <td>
                      <div className="flex items-center gap-1">
                        <SheetInput
                          label={`${row} name`}
                          value={person.name ?? ""}
                          maxLength={DIAGRAM_LIMITS.maxNameLength}
                          className="w-0 min-w-0 flex-1"
                          onCommit={(value) =>
                            record((d) =>
                              setObjectProps(d, { ids: [person.id], props: { name: value.trim() || undefined } }),
                            )
                          }
                        />
                        {person.kind === "goalkeeper" ? (
                          <abbr
                            title={catalogueEntry("goalkeeper").label}
                            className="text-xs font-semibold text-slate-600 no-underline"
                          >
                            GK
                          </abbr>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </PanelSection>
  );
}

/** Numbers and names a team from one of the coach's squads, in one undo step; shown only where squads are given. */
function FillFromSquad({ team, record }: { team: Team; record(command: DiagramCommand): void }) {
  const squads = useSquadNames();
  if (!squads || squads.teams.length === 0) return null;
  return <SquadPicker squads={squads} team={team} record={record} />;
}

function SquadPicker({
  squads,
  team,
  record,
}: {
  squads: SquadNames;
  team: Team;
  record(command: DiagramCommand): void;
}) {
  const [choice, setChoice] = useState(squads.teams[0]!.id);
  const [state, setState] = useState<"idle" | "loading" | "failed" | "empty">("idle");
  const messageId = useId();
  const fill = async () => {
    setState("loading");
    try {
      const names = await squads.load(choice);
      if (names.length === 0) return setState("empty");
      record((d) => nameTeam(d, { team, names }));
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    // Stacked: the panel is narrow, and a squad's label ("Riverside Juniors · U12 Blues") needs the width.
    <div className="flex flex-col items-start gap-2">
      <div className="w-full">
        <SelectField
          label={`${TEAM_NAMES[team]} names from a squad`}
          value={choice}
          options={squads.teams.map((option) => ({ value: option.id, label: option.label }))}
          onChange={setChoice}
        />
      </div>
      <Button
        size="sm"
        variant="secondary"
        aria-describedby={state === "idle" ? undefined : messageId}
        disabled={state === "loading"}
        onClick={() => void fill()}
      >
        {state === "loading" ? "Filling…" : "Fill names"}
      </Button>
      {state === "failed" || state === "empty" ? (
        <p id={messageId} role="alert" className="w-full text-xs text-red-700">
          {state === "failed" ? "The squad could not be loaded. Try again." : "That squad has no players yet."}
        </p>
      ) : null}
    </div>
  );
}
