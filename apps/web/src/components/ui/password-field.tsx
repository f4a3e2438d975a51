import { useLingui } from "@lingui/react/macro";
import { type ComponentPropsWithRef, useState } from "react";
import { TextField } from "./text-field.tsx";

type PasswordFieldProps = Omit<ComponentPropsWithRef<"input">, "type"> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const { t, i18n } = useLingui();
  const [isVisible, setIsVisible] = useState(false);
  // The field's name inside the button's label, lower-cased as a sentence writes it ("Show new password");
  // German writes its nouns with a capital ("Neues Passwort anzeigen").
  const field = i18n.locale === "de" ? label : label.toLocaleLowerCase(i18n.locale);
  return (
    <TextField
      label={label}
      type={isVisible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={
            isVisible
              ? t({ message: `Hide ${field}`, comment: "{field} is a password field's label, e.g. new password" })
              : t({ message: `Show ${field}`, comment: "{field} is a password field's label, e.g. new password" })
          }
          aria-pressed={isVisible}
          className="flex size-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <EyeIcon isCrossed={isVisible} />
        </button>
      }
      {...props}
    />
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
