import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SIZE_UNITS, type SizeUnit } from "@touchline/contracts";
import { useId, useState } from "react";
import { toast } from "../../../components/ui/toast-store.ts";
import { showApiError } from "../../../lib/show-api-error.ts";
import { useUpdatePreferences } from "../api/use-account.ts";
import { useStoredSizeUnit } from "../api/use-coach-size-unit.ts";
import { SettingsSection } from "./settings-section.tsx";

const UNIT_CHOICES: Record<SizeUnit, { label: MessageDescriptor; example: MessageDescriptor }> = {
  metres: { label: msg`Metres`, example: msg`a 40 × 30 m area` },
  yards: { label: msg`Yards`, example: msg`a 44 × 33 yd area` },
};

/** Metres or yards for every size written on a diagram: on screen, in exports and in the PDF. */
export function UnitsSection() {
  const { t } = useLingui();
  const stored = useStoredSizeUnit();
  const update = useUpdatePreferences();
  const name = useId();
  // The choice shows at once (in the same render as the click, so the radio never flips back for a
  // moment) and returns to the stored unit if the server refuses it. Until the stored unit is known
  // neither is checked, rather than metres for a moment before yards.
  const [choice, setChoice] = useState<SizeUnit>();
  const shown = choice ?? stored;

  const choose = async (sizeUnit: SizeUnit) => {
    if (sizeUnit === shown) return;
    setChoice(sizeUnit);
    try {
      await update.mutateAsync({ sizeUnit });
      toast({
        title: t`Units updated`,
        description: sizeUnit === "metres" ? t`Sizes are now shown in metres.` : t`Sizes are now shown in yards.`,
      });
    } catch (error) {
      setChoice(undefined);
      showApiError(error, t`Could not update your units`, { fallback: t`Please try again.` });
    }
  };

  return (
    <SettingsSection
      title={t`Units`}
      description={t`How area and pitch sizes are written on your diagrams, on screen, in exports and in the PDF. Diagrams keep their real size either way.`}
    >
      <fieldset disabled={update.isPending || stored === undefined} aria-busy={stored === undefined}>
        <legend className="text-sm font-medium text-slate-900">
          <Trans>Show sizes in</Trans>
        </legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {SIZE_UNITS.map((choice) => (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={choice}
                checked={shown === choice}
                onChange={() => void choose(choice)}
                className="size-4 accent-brand-700"
              />
              <span>
                <span className="font-medium">{t(UNIT_CHOICES[choice].label)}</span>
                <span className="ml-1 text-sm text-slate-600">({t(UNIT_CHOICES[choice].example)})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
