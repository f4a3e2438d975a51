import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import {
  type ImportSquadResponse,
  ImportSquadRequestSchema,
  MAX_SQUAD_CSV_LENGTH,
  PLAYER_POSITION_LABELS,
  SQUAD_CSV_COLUMNS,
} from "@touchline/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef, useImportSquad } from "../api/use-squad.ts";
import { POSITION_NAMES } from "../lib/position-names.ts";

/** What a coach's spreadsheet looks like, in the columns export writes and import reads first. */
const EXAMPLE = [
  SQUAD_CSV_COLUMNS.join(","),
  "Sam,Okafor,7,Forward,2014",
  "Lea,Berg,1,Goalkeeper,2014",
  "Noor,,,,",
].join("\n");
/** A text file of a squad is a few kilobytes; a much larger file was chosen by mistake and is not read. */
const MAX_FILE_BYTES = MAX_SQUAD_CSV_LENGTH * 4;

/** The file as read by the server, for the text that was checked: a change to the text asks for a new check. */
interface Checked {
  csv: string;
  answer: ImportSquadResponse;
}

/**
 * Imports a squad from a spreadsheet: pasted (tabs, as spreadsheets copy) or chosen as a CSV file, read in
 * the browser. "Check" asks the server to read it without adding anyone and previews the players with any
 * problems by line; only a file without problems can be added, and it is added whole.
 */
export function ImportSquadDialog({
  team,
  teamName,
  open,
  onOpenChange,
}: {
  team: TeamRef;
  teamName: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLingui();
  const importSquad = useImportSquad(team);
  const fileInputId = useId();
  const resultTitleId = useId();
  const exampleId = useId();
  const [csv, setCsv] = useState("");
  const [problem, setProblem] = useState<MessageDescriptor | string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    if (!open) return;
    setCsv("");
    setProblem(null);
    setChecked(null);
  }, [open]);
  const result = checked?.csv === csv ? checked.answer : null;
  // A new answer is below the rows, out of sight in a short window: the reader is taken to it.
  const resultTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const title = resultTitle.current;
    if (!checked || !title) return;
    title.focus({ preventScroll: true });
    title.scrollIntoView?.({ block: "start" });
  }, [checked]);

  const changeText = (text: string) => {
    setCsv(text);
    setProblem(null);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem(msg`That file is too large for a squad: choose a CSV or text file of the players.`);
      return;
    }
    try {
      changeText(await file.text());
    } catch {
      setProblem(msg`Could not read that file. Copy the rows from your spreadsheet and paste them instead.`);
    }
  };

  const send = async (dryRun: boolean) => {
    const request = ImportSquadRequestSchema.safeParse({ csv, dryRun });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? msg`Paste or choose a squad file`);
      return;
    }
    try {
      const answer = await importSquad.mutateAsync(request.data);
      if (!dryRun && answer.added > 0) {
        const added = answer.added;
        toast({
          title: t`${plural(added, { one: "# player added", other: "# players added" })}`,
          description: teamName,
        });
        onOpenChange(false);
        return;
      }
      // A check, or an import the server refused whole (the squad changed since the check): what it read.
      setChecked({ csv, answer });
    } catch (error) {
      setProblem(showApiError(error, dryRun ? t`Could not check the file` : t`Could not add the players`));
    }
  };

  const canAdd = result !== null && result.problems.length === 0 && result.players.length > 0;
  const problemCount = result?.problems.length ?? 0;
  const readCount = result?.players.length ?? 0;
  // The words of the CSV file itself, which the server reads: written as they are in every language.
  const columns = SQUAD_CSV_COLUMNS.join(", ");
  const positions = Object.values(PLAYER_POSITION_LABELS).join(", ");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,46rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">
            <Trans>Import players</Trans>
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>
              Paste the squad from a spreadsheet or choose a CSV file, then check it. Nobody is added until you confirm,
              and a file with a problem adds nobody.
            </Trans>
          </Dialog.Description>

          <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            <p>
              <Trans>
                The first row names the columns: <strong>{columns}</strong>. Only a first name (or nickname) is needed;
                the other columns may be empty or left out. Positions are {positions}. Columns are separated by commas,
                semicolons or tabs, as spreadsheets copy them.
              </Trans>
            </p>
            <p id={exampleId}>
              <Trans>For example:</Trans>
            </p>
            {/* Focusable: on a phone its lines scroll sideways, which a keyboard must reach too. */}
            <pre
              aria-labelledby={exampleId}
              tabIndex={0}
              className="overflow-x-auto rounded-lg bg-white p-3 font-mono text-xs text-slate-800 ring-1 ring-slate-200"
            >
              {EXAMPLE}
            </pre>
          </div>

          <TextareaField
            label={t`Squad rows`}
            rows={8}
            spellCheck={false}
            className="[&_textarea]:font-mono"
            placeholder={SQUAD_CSV_COLUMNS.join(",")}
            value={csv}
            error={problem === null ? undefined : typeof problem === "string" ? problem : t(problem)}
            onChange={(event) => changeText(event.target.value)}
          />
          <div className="flex flex-wrap items-center gap-3">
            {/* The label is the button: the file input itself stays reachable by keyboard and screen readers. */}
            <label
              htmlFor={fileInputId}
              className={`${buttonClasses({ variant: "secondary" })} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600`}
            >
              <Trans>Choose a file (.csv, .txt)</Trans>
              <input
                id={fileInputId}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="sr-only"
                onChange={(event) => {
                  void readFile(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </label>
            <span className="text-xs text-slate-600">
              <Trans>Its rows appear above, where you can correct them.</Trans>
            </span>
          </div>

          {result ? (
            <section aria-labelledby={resultTitleId} className="flex flex-col gap-3">
              <h3 id={resultTitleId} ref={resultTitle} tabIndex={-1} className="text-base font-semibold">
                <Trans>What the file holds</Trans>
              </h3>
              <p role="status" className="text-sm text-slate-700">
                {problemCount > 0 ? (
                  <Plural
                    value={problemCount}
                    one="# problem: correct the rows and check again. Nobody was added."
                    other="# problems: correct the rows and check again. Nobody was added."
                  />
                ) : readCount === 0 ? (
                  <Trans>No players found below the header row.</Trans>
                ) : (
                  <Plural value={readCount} one="# player, no problems." other="# players, no problems." />
                )}
              </p>
              {result.problems.length > 0 ? (
                <ul
                  aria-label={t`Problems`}
                  className="flex flex-col gap-1 rounded-xl bg-red-50 p-3 text-sm text-red-800"
                >
                  {result.problems.map(({ line, message }, index) => (
                    <li key={`${line}-${index}`}>
                      <Trans>
                        <span className="font-semibold">Line {line}:</span> {message}
                      </Trans>
                    </li>
                  ))}
                </ul>
              ) : null}
              {result.players.length > 0 ? (
                <div
                  role="region"
                  aria-label={t`Preview`}
                  tabIndex={0}
                  className="max-h-72 overflow-auto rounded-xl ring-1 ring-slate-200"
                >
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">
                      <Trans>Players read from the file</Trans>
                    </caption>
                    <thead className="sticky top-0 bg-slate-100 text-slate-700">
                      <tr>
                        {SQUAD_CSV_COLUMNS.map((column) => (
                          <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                            {column}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-200">
                      {result.players.map((player, index) => (
                        <tr key={index}>
                          <td className="break-words px-3 py-2">{player.firstName}</td>
                          <td className="break-words px-3 py-2">{player.lastName}</td>
                          <td className="px-3 py-2 tabular-nums">{player.shirtNumber ?? ""}</td>
                          <td className="px-3 py-2">{player.position ? t(POSITION_NAMES[player.position]) : ""}</td>
                          <td className="px-3 py-2 tabular-nums">{player.birthYear ?? ""}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </section>
          ) : null}

          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Close>
            {canAdd ? (
              <Button onClick={() => void send(false)} disabled={importSquad.isPending}>
                {importSquad.isPending ? (
                  <Trans>Adding…</Trans>
                ) : (
                  <Plural value={readCount} one="Add # player" other="Add # players" />
                )}
              </Button>
            ) : (
              <Button onClick={() => void send(true)} disabled={importSquad.isPending}>
                {importSquad.isPending ? <Trans>Checking…</Trans> : <Trans context="check a squad file">Check</Trans>}
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
