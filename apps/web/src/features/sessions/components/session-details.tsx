import { Trans, useLingui } from "@lingui/react/macro";
import { isLocale, LOCALE_NAMES, LOCALES, PHASES, SUGGESTED_TOPICS } from "@touchline/contracts";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { ageGroupOptions, intensityOptions, levelOptions, PHASE_NAMES } from "../lib/labels.ts";
import type { SessionFields } from "../lib/session-document.ts";
import { ListEditor } from "./list-editor.tsx";

/**
 * The session's own fields (title, theme, age group, level, date, intensity, objectives, topics, phases).
 * A change names the field typed into (`mergeKey`) so typing a word is one undo step, not one per key.
 */
export function SessionDetails({
  fields,
  onChange,
  titleError,
}: {
  fields: SessionFields;
  onChange(patch: Partial<SessionFields>, mergeKey?: string): void;
  /** Why the last Save refused the title, if it did. */
  titleError?: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="details-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="details-heading" className="text-lg font-semibold">
        <Trans>Session details</Trans>
      </h2>
      <TextField
        label={t`Session title`}
        maxLength={120}
        error={titleError}
        placeholder={t`e.g. U12 – playing through the press`}
        value={fields.title}
        onChange={(event) => onChange({ title: event.target.value }, "title")}
      />
      <TextareaField
        label={t`Theme`}
        rows={3}
        maxLength={2000}
        hint={t`What the session is about and why.`}
        value={fields.theme}
        onChange={(event) => onChange({ theme: event.target.value }, "theme")}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t`Age group`}
          value={fields.ageGroup ?? ""}
          options={ageGroupOptions(i18n)}
          onChange={(value) => onChange({ ageGroup: value ? (value as SessionFields["ageGroup"]) : null })}
        />
        <SelectField
          label={t({ message: "Level", context: "session level" })}
          value={fields.level ?? ""}
          options={levelOptions(i18n)}
          onChange={(value) => onChange({ level: value ? (value as SessionFields["level"]) : null })}
        />
        <TextField
          label={t`Date`}
          type="date"
          value={fields.date ?? ""}
          onChange={(event) => onChange({ date: event.target.value || null }, "date")}
        />
        <SelectField
          label={t`Session intensity`}
          value={fields.intensity}
          options={intensityOptions(i18n)}
          onChange={(intensity) => onChange({ intensity })}
        />
        {/* A session saved before sessions had a language is in English until its author says otherwise. */}
        <SelectField
          label={t`Written in`}
          value={fields.language ?? "en"}
          options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
          onChange={(language) => {
            if (isLocale(language)) onChange({ language });
          }}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ListEditor
          label={t`Objectives`}
          items={fields.objectives}
          onChange={(objectives) => onChange({ objectives }, "objectives")}
          placeholder={t`e.g. Find the free player`}
          addLabel={t`Add objective`}
          removeLabel={(number) => t`Remove objectives ${number}`}
          maxItems={10}
        />
        <div className="flex flex-col gap-4">
          <TopicsInput topics={fields.topics} onChange={(topics) => onChange({ topics })} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              <Trans>Phases of play</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {PHASES.map((phase) => (
                <label
                  key={phase}
                  className="flex min-h-9 items-center gap-2 rounded-lg bg-slate-50 px-3 text-sm ring-1 ring-slate-200"
                >
                  <input
                    type="checkbox"
                    className="accent-brand-600"
                    checked={fields.phases.includes(phase)}
                    onChange={() =>
                      onChange({
                        phases: fields.phases.includes(phase)
                          ? fields.phases.filter((p) => p !== phase)
                          : [...fields.phases, phase],
                      })
                    }
                  />
                  {i18n._(PHASE_NAMES[phase])}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>
    </section>
  );
}

function TopicsInput({ topics, onChange }: { topics: string[]; onChange(topics: string[]): void }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const add = (topic: string) => {
    const clean = topic.trim().toLowerCase();
    if (!clean || topics.includes(clean) || topics.length >= 10) return;
    onChange([...topics, clean]);
    setText("");
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="session-topic" className="text-sm font-medium text-slate-800">
        <Trans>Topics</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <span
            key={topic}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-200"
          >
            {topic}
            <button
              type="button"
              aria-label={t`Remove topic ${topic}`}
              onClick={() => onChange(topics.filter((other) => other !== topic))}
              className="px-1"
            >
              ✕
            </button>
          </span>
        ))}
      </div>
      <div className="flex gap-2">
        <input
          id="session-topic"
          list="topic-suggestions"
          value={text}
          maxLength={30}
          placeholder={t`e.g. pressing`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(text);
            }
          }}
          className="h-10 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none"
        />
        <Button size="sm" variant="secondary" onClick={() => add(text)}>
          <Trans>Add topic</Trans>
        </Button>
      </div>
      <datalist id="topic-suggestions">
        {SUGGESTED_TOPICS.map((topic) => (
          <option key={topic} value={topic} />
        ))}
      </datalist>
    </div>
  );
}
