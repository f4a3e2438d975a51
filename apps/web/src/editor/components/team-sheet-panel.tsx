import { Trans, useLingui } from "@lingui/react/macro";
import {
  DIAGRAM_LIMITS,
  nameTeam,
  setObjectProps,
  setTeamKit,
  type Team,
  type TeamColourId,
  type TeamPerson,
  teamSheetOrder,
} from "@touchline/diagram";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { catalogueName } from "../canvas/catalogue-names.ts";
import { type DiagramCommand } from "../store/editor-reducer.ts";
import { shallowEqual, useEditor, useEditorStore } from "../store/editor-store.ts";
import { SelectField } from "./panel-fields.tsx";
import { PanelSection } from "./panel-section.tsx";
import { kitOf, kitPatternOptions, teamColourOptions } from "./properties-panel.tsx";
import { type SquadNames, useSquadNames } from "./squad-names.ts";

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
  const { t, i18n } = useLingui();
  const isHome = team === "home";
  const colourOptions = teamColourOptions(i18n);
  const player = people.find((person) => person.kind === "player");
  const keeper = people.find((person) => person.kind === "goalkeeper");
  const kit = player ? kitOf(player) : undefined;
  const dress = (change: { colour?: TeamColourId; goalkeeperColour?: TeamColourId; kit?: typeof kit }) =>
    record((d) => setTeamKit(d, { team, ...change }));
  return (
    <PanelSection title={isHome ? t`Home team` : t`Away team`}>
      {people.length === 0 ? (
        <p className="text-sm text-slate-600">
          {isHome ? (
            <Trans>No home players yet: line a team up above, or place players.</Trans>
          ) : (
            <Trans>No away players yet: line a team up above, or place players.</Trans>
          )}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2">
            {player && kit ? (
              <>
                <SelectField
                  label={t`Shirt colour`}
                  value={player.colour}
                  options={colourOptions}
                  onChange={(colour) => dress({ colour })}
                />
                <SelectField
                  label={t({ message: "Pattern", context: "kit pattern" })}
                  value={kit.pattern}
                  options={kitPatternOptions(i18n)}
                  onChange={(pattern) => dress({ kit: { ...kit, pattern } })}
                />
                <SelectField
                  label={t`Second colour`}
                  value={kit.secondColour}
                  options={colourOptions}
                  onChange={(secondColour) => dress({ kit: { ...kit, secondColour } })}
                />
              </>
            ) : null}
            {keeper ? (
              <SelectField
                label={t`Goalkeeper colour`}
                value={keeper.colour}
                options={colourOptions}
                onChange={(goalkeeperColour) => dress({ goalkeeperColour })}
              />
            ) : null}
          </div>
          <FillFromSquad team={team} record={record} />
          {/* Fixed layout: the name column takes what the number leaves, however narrow the panel (a drawer). */}
          <table className="w-full table-fixed border-separate border-spacing-y-1 text-sm">
            <caption className="sr-only">{isHome ? <Trans>Home players</Trans> : <Trans>Away players</Trans>}</caption>
            <thead>
              <tr className="text-left text-xs font-medium text-slate-600">
                <th scope="col" className="w-14 font-medium">
                  <Trans context="shirt number, abbreviated">No.</Trans>
                </th>
                <th scope="col" className="font-medium">
                  <Trans context="a player's name">Name</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.map((person, index) => {
                const position = index + 1;
                const isKeeper = person.kind === "goalkeeper";
                const numberLabel = isHome
                  ? isKeeper
                    ? t`Home goalkeeper ${position} number`
                    : t`Home player ${position} number`
                  : isKeeper
                    ? t`Away goalkeeper ${position} number`
                    : t`Away player ${position} number`;
                const nameLabel = isHome
                  ? isKeeper
                    ? t`Home goalkeeper ${position} name`
                    : t`Home player ${position} name`
                  : isKeeper
                    ? t`Away goalkeeper ${position} name`
                    : t`Away player ${position} name`;
                return (
                  <tr key={person.id}>
                    <td className="pr-1">
                      <SheetInput
                        label={numberLabel}
                        value={person.label}
                        maxLength={3}
                        className="w-14 text-center"
                        onCommit={(label) => record((d) => setObjectProps(d, { ids: [person.id], props: { label } }))}
                      />
                    </td>
                    <td>
                      <div className="flex items-center gap-1">
                        <SheetInput
                          label={nameLabel}
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
                            title={catalogueName(i18n, "goalkeeper")}
                            className="text-xs font-semibold text-slate-600 no-underline"
                          >
                            <Trans context="goalkeeper, abbreviated">GK</Trans>
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
  const { t } = useLingui();
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
          label={team === "home" ? t`Home names from a squad` : t`Away names from a squad`}
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
        {state === "loading" ? <Trans>Filling…</Trans> : <Trans>Fill names</Trans>}
      </Button>
      {state === "failed" || state === "empty" ? (
        <p id={messageId} role="alert" className="w-full text-xs text-red-700">
          {state === "failed" ? (
            <Trans>The squad could not be loaded. Try again.</Trans>
          ) : (
            <Trans>That squad has no players yet.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
