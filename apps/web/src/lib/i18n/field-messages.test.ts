import { i18n as appI18n, setupI18n } from "@lingui/core";
import { DrillContentInputSchema, DrillTitleSchema, SignUpRequestSchema, SOURCE_LOCALE } from "@touchline/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { translateFieldMessage } from "./field-messages.ts";
import { zodResolver } from "./zod-resolver.ts";

/** A German catalogue holding a few of the shared schemas' messages, as `npm run i18n:extract` writes them. */
const GERMAN = {
  "Please give the drill a title": "Gib der Übung einen Titel",
  "{label} is at most {max} characters": "{label} darf höchstens {max} Zeichen haben",
  "The organisation": "Die Organisation",
  "Please enter a valid email address": "Gib eine gültige E-Mail-Adresse ein",
};

const german = () => {
  const i18n = setupI18n();
  i18n.load("de", GERMAN);
  i18n.activate("de");
  return i18n;
};

const firstIssueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error!.issues[0]!.message;

describe("the shared schemas' field messages", () => {
  it("are found by their English text", () => {
    const message = firstIssueOf(DrillTitleSchema.safeParse(""));
    expect(message).toBe("Please give the drill a title");
    expect(translateFieldMessage(german(), message)).toBe("Gib der Übung einen Titel");
  });

  it("are found by their template, with their values (a field's name among them) said in the language", () => {
    const message = firstIssueOf(DrillContentInputSchema.shape.organisation.safeParse("x".repeat(4001)));
    expect(message).toBe("The organisation is at most 4000 characters");
    expect(translateFieldMessage(german(), message)).toBe("Die Organisation darf höchstens 4000 Zeichen haben");
  });

  it("stay as they are in English, and when no catalogue knows them", () => {
    const english = setupI18n();
    english.load(SOURCE_LOCALE, {});
    english.activate(SOURCE_LOCALE);
    expect(translateFieldMessage(english, "Please give the drill a title")).toBe("Please give the drill a title");
    expect(translateFieldMessage(german(), "Something only the server says")).toBe("Something only the server says");
  });
});

describe("the forms' resolver", () => {
  afterEach(() => appI18n.activate(SOURCE_LOCALE));

  it("puts the schema's messages beside the inputs in the reader's language", async () => {
    appI18n.load("de", GERMAN);
    appI18n.activate("de");
    const resolve = zodResolver(SignUpRequestSchema);
    const result = await resolve(
      { email: "not-an-address", password: "tuesday-rondo-drill", firstName: "Jonas", lastName: "Weber" },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors.email?.message).toBe("Gib eine gültige E-Mail-Adresse ein");
  });
});
