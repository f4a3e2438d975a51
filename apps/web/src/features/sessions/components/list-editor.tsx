import { useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/ui/button.tsx";

/** A list of short lines (objectives, coaching points): type, add, remove. */
export function ListEditor({
  label,
  items,
  onChange,
  placeholder,
  addLabel,
  removeLabel,
  maxItems,
}: {
  label: string;
  items: string[];
  onChange(items: string[]): void;
  placeholder?: string;
  addLabel: string;
  /** The name of the button that removes line `number` ("Remove objectives 2"). */
  removeLabel(number: number): string;
  maxItems: number;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <div key={index} className="flex gap-2">
            <input
              aria-label={t({ message: `${label} ${number}`, comment: "A line of a list: Objectives 2" })}
              value={item}
              placeholder={placeholder}
              maxLength={300}
              onChange={(event) => onChange(items.map((current, i) => (i === index ? event.target.value : current)))}
              onKeyDown={(event) => {
                if (event.key === "Enter" && items.length < maxItems) {
                  event.preventDefault();
                  const next = items.slice();
                  next.splice(index + 1, 0, "");
                  onChange(next);
                }
              }}
              className="h-10 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={removeLabel(number)}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              ✕
            </Button>
          </div>
        );
      })}
      {items.length < maxItems ? (
        <Button size="sm" variant="secondary" className="self-start" onClick={() => onChange([...items, ""])}>
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
