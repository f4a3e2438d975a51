import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentProps, ReactNode } from "react";
import { ColourField } from "./colour-field.tsx";

type KitColourProps = Omit<ComponentProps<typeof ColourField>, "label">;

/** A club's two kit colours, as creating a club and its settings both ask for them; `preview` sits beside. */
export function KitColourFields({
  primary,
  secondary,
  preview,
}: {
  primary: KitColourProps;
  secondary: KitColourProps;
  preview?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-800">
        <Trans>Kit colours</Trans>
      </legend>
      <p className="text-sm text-slate-600">
        <Trans>
          They colour the club&apos;s badge wherever it has no crest, and the two teams of sessions started from the
          club library.
        </Trans>
      </p>
      <div className="flex flex-wrap items-end gap-6">
        <ColourField label={t`Main colour`} {...primary} />
        <ColourField label={t`Second colour`} {...secondary} />
        {preview}
      </div>
    </fieldset>
  );
}
