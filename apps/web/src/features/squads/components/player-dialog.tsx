import { zodResolver } from "../../../lib/i18n/zod-resolver.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import {
  PLAYER_POSITIONS,
  type PlayerPosition,
  type SquadPlayer,
  type SquadPlayerInput,
  SquadPlayerInputSchema,
  type SquadPlayerValues,
  type UpdateSquadPlayerRequest,
} from "@touchline/contracts";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { type TeamRef, useAddPlayer, useUpdatePlayer } from "../api/use-squad.ts";
import { playerName } from "../lib/player-name.ts";
import { POSITION_NAMES } from "../lib/position-names.ts";

const FIELDS = ["firstName", "lastName", "shirtNumber", "position", "birthYear"] as const;
const EMPTY: SquadPlayerInput = { firstName: "", lastName: "", shirtNumber: null, position: null, birthYear: null };

/** An empty number field is "none" (null); anything else goes to the schema as a number (NaN is refused there). */
const numberOrNull = (text: unknown) =>
  typeof text === "string" ? (text.trim() === "" ? null : Number(text)) : (text ?? null);

function valuesOf(player: SquadPlayer | null): SquadPlayerInput {
  if (!player) return EMPTY;
  const { firstName, lastName, shirtNumber, position, birthYear } = player;
  return { firstName, lastName, shirtNumber, position, birthYear };
}

/** The fields whose value differs from the player's, as a partial change; empty when nothing changed. */
function changesOf(player: SquadPlayer, values: SquadPlayerValues): UpdateSquadPlayerRequest {
  const changes: UpdateSquadPlayerRequest = {};
  if (values.firstName !== player.firstName) changes.firstName = values.firstName;
  if (values.lastName !== player.lastName) changes.lastName = values.lastName;
  if (values.shirtNumber !== player.shirtNumber) changes.shirtNumber = values.shirtNumber;
  if (values.position !== player.position) changes.position = values.position;
  if (values.birthYear !== player.birthYear) changes.birthYear = values.birthYear;
  return changes;
}

/**
 * Adds a player to the squad, or changes one (`player` given). Checked with the shared schema before it is
 * sent; the server's refusals land at their field, a number another player wears (409) at the number.
 */
export function PlayerDialog({
  team,
  player,
  isSquadFull,
  open,
  onOpenChange,
}: {
  team: TeamRef;
  player: SquadPlayer | null;
  /** A 409 on adding to a full squad is about the squad, not the number. */
  isSquadFull: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLingui();
  const positionOptions: ReadonlyArray<{ value: PlayerPosition | ""; label: string }> = [
    { value: "", label: t`Not set` },
    ...PLAYER_POSITIONS.map((position) => ({ value: position, label: t(POSITION_NAMES[position]) })),
  ];
  const add = useAddPlayer(team);
  const update = useUpdatePlayer(team);
  const form = useForm<SquadPlayerInput, unknown, SquadPlayerValues>({
    defaultValues: valuesOf(player),
    resolver: zodResolver(SquadPlayerInputSchema),
  });
  useEffect(() => {
    if (open) form.reset(valuesOf(player));
  }, [open, player, form]);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (player) {
        const changes = changesOf(player, values);
        if (Object.keys(changes).length > 0) {
          await update.mutateAsync({ playerId: player.id, changes });
          toast({ title: t`Player saved`, description: playerName(values) });
        }
      } else {
        await add.mutateAsync(values);
        toast({ title: t`Player added`, description: playerName(values) });
      }
      onOpenChange(false);
    } catch (error) {
      const message = showApiError(error, player ? t`Could not save the player` : t`Could not add the player`, {
        setError: form.setError,
        fields: FIELDS,
      });
      // The server names the number that is taken in its message; it belongs beside the number, where the
      // coach changes it, unless the server placed it itself or the refusal is the full squad's.
      const isNumberTaken =
        error instanceof ApiError &&
        error.status === 409 &&
        !error.fields.shirtNumber &&
        values.shirtNumber !== null &&
        (player !== null || !isSquadFull);
      if (isNumberTaken) form.setError("shirtNumber", { message }, { shouldFocus: true });
    }
  });

  const name = player ? playerName(player) : "";
  const title = player ? t`Edit ${name}` : t`Add a player`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="break-words text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            <Trans>
              A first name or nickname is enough. No e-mail or phone: players and parents answer through their own link.
            </Trans>
          </Dialog.Description>
          <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t`First name or nickname`}
                autoComplete="off"
                error={errors.firstName?.message}
                {...form.register("firstName")}
              />
              <TextField
                label={t`Last name (optional)`}
                autoComplete="off"
                hint={t`Only the club's members see it.`}
                error={errors.lastName?.message}
                {...form.register("lastName")}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label={t`Shirt number`}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                error={errors.shirtNumber?.message}
                {...form.register("shirtNumber", { setValueAs: numberOrNull })}
              />
              <Controller
                control={form.control}
                name="position"
                render={({ field }) => (
                  <SelectField<PlayerPosition | "">
                    label={t`Position`}
                    value={field.value ?? ""}
                    options={positionOptions}
                    onChange={(value) => field.onChange(value === "" ? null : value)}
                  />
                )}
              />
              <TextField
                label={t`Birth year`}
                type="number"
                inputMode="numeric"
                min={1940}
                max={2100}
                placeholder={t`e.g. 2014`}
                error={errors.birthYear?.message}
                {...form.register("birthYear", { setValueAs: numberOrNull })}
              />
            </div>
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {player ? <Trans>Save player</Trans> : <Trans>Add player</Trans>}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
