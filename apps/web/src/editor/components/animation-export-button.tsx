import { Trans, useLingui } from "@lingui/react/macro";
import type { Diagram } from "@touchline/diagram";
import { lazy, Suspense, useState } from "react";
import { Button, type ButtonProps } from "../../components/ui/button.tsx";

// The dialog loads when first opened, the encoders after it: a page showing the button carries neither.
const AnimationExportDialog = lazy(() => import("./animation-export-dialog.tsx"));

/**
 * "Video or GIF": opens the animation export for the drawing `getDiagram` returns when pressed (the
 * tactical board's, a session drill's). `label` is the button's accessible name.
 */
export function AnimationExportButton({
  getDiagram,
  title,
  label,
  ...buttonProps
}: {
  getDiagram(): Diagram;
  title: string;
  label?: string;
} & Omit<ButtonProps, "onClick" | "children">) {
  const { t } = useLingui();
  const name = label ?? t`Export video or GIF`;
  const [diagram, setDiagram] = useState<Diagram | null>(null);
  return (
    <>
      <Button
        aria-label={name}
        title={name}
        aria-haspopup="dialog"
        {...buttonProps}
        onClick={() => setDiagram(getDiagram())}
      >
        <Trans>Video or GIF</Trans>
      </Button>
      {diagram ? <AnimationExport diagram={diagram} title={title} onClose={() => setDiagram(null)} /> : null}
    </>
  );
}

/** The animation export's dialog, open on `diagram` until closed: for a menu's "Export video or GIF". */
export function AnimationExport({ diagram, title, onClose }: { diagram: Diagram; title: string; onClose(): void }) {
  return (
    <Suspense fallback={null}>
      <AnimationExportDialog
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        diagram={diagram}
        title={title}
      />
    </Suspense>
  );
}
