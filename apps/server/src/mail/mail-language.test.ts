import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema.ts";
import { createTestApp, expectOk as ok, type TestApp } from "../../test/test-app.ts";
import { mailTime, subjectsInEveryLanguage, writeMail } from "./mail-language.ts";
import { CLUB_INVITE_MAIL, PASSWORD_CHANGED_MAIL } from "./mail-texts.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const chooseLanguage = (cookie: string, language: string | null) =>
  t.request("/api/account/preferences", { method: "PUT", body: { language }, cookie });

describe("the mails' own language", () => {
  it("writes a mail from its language's catalogue, with its values, selects and dates in that language", () => {
    const values = {
      name: "Jonas",
      how: "settings",
      when: mailTime("de", "2026-11-28T09:05:00Z"),
      resetLink: "http://localhost:3000/forgot-password",
      feedbackLink: "http://localhost:3000/feedback",
    };
    const german = writeMail("de", PASSWORD_CHANGED_MAIL, values);
    expect(german.subject).toBe("Dein Touchline-Passwort wurde geändert");
    expect(german.text).toContain("Hallo Jonas,");
    expect(german.text).toContain("am 28. November 2026 um 09:05 UTC in den Kontoeinstellungen geändert");
    expect(german.text).toContain("http://localhost:3000/forgot-password");

    const english = writeMail("en", PASSWORD_CHANGED_MAIL, {
      ...values,
      how: "reset",
      when: mailTime("en", "2026-11-28T09:05:00Z"),
    });
    expect(english.subject).toBe("Your Touchline password was changed");
    expect(english.text).toContain(
      "was changed with a password reset link on 28 November 2026 at 09:05 UTC.\nEvery device that was signed in",
    );
  });

  it("finds an invitation's subject in every language by what comes before the club's name", () => {
    const starts = subjectsInEveryLanguage(CLUB_INVITE_MAIL, { inviter: "Ana Ruiz" }, "club");
    expect(starts).toContain("Ana Ruiz invites you to ");
    expect(starts).toContain("Ana Ruiz lädt dich zu ");
    expect(starts.every((start) => start.startsWith("Ana Ruiz"))).toBe(true);
  });
});

describe("who gets which language", () => {
  it("confirms a sign-up in the language of the browser it came from", async () => {
    const email = `lucia-${Date.now()}@example.com`;
    const response = await t.request("/api/auth/sign-up", {
      body: { email, password: "tuesday-rondo-drill", firstName: "Lucía", lastName: "Pérez" },
      headers: { "Accept-Language": "es-AR,es;q=0.9,en;q=0.5" },
    });
    expect(response.status).toBe(202);
    const mail = await t.latestMailTo(email);
    expect(mail?.subject).toBe("Confirma tu dirección de correo para Touchline");
    expect(mail?.body).toContain("Hola, Lucía:");
    expect(mail?.body).toContain("http://localhost:3000/?confirm=");
  });

  it("writes to a coach in the language their account names, whatever browser asks", async () => {
    const coach = await t.signUp({ firstName: "Jonas" });
    expect((await chooseLanguage(coach.cookie, "de")).status).toBe(200);
    const target = `jonas-new-${Date.now()}@example.com`;
    const response = await t.request("/api/account/email", {
      body: { newEmail: target, currentPassword: coach.password },
      cookie: coach.cookie,
      headers: { "Accept-Language": "fr-FR" },
    });
    expect(response.status).toBe(202);
    const mail = await t.latestMailTo(target);
    expect(mail?.subject).toBe("Bestätige deine neue E-Mail-Adresse für Touchline");
    expect(mail?.body).toContain(`von ${coach.email.toLowerCase()} auf ${target}`);
    expect(mail?.body).toContain("nach 24 Stunden ab");
  });

  it("follows the browser of a coach who chose no language, and English without one", async () => {
    const coach = await t.signUp({ firstName: "Sofia" });
    await t.request("/api/auth/forgot-password", {
      body: { email: coach.email },
      headers: { "Accept-Language": "it-IT,it;q=0.9" },
    });
    expect((await t.latestMailTo(coach.email.toLowerCase()))?.subject).toBe("Reimposta la tua password di Touchline");
    await t.request("/api/auth/forgot-password", { body: { email: coach.email } });
    expect((await t.latestMailTo(coach.email.toLowerCase()))?.subject).toBe("Reset your Touchline password");
  });

  it("invites in the inviter's language, and a deleted inviter's name leaves those mails", async () => {
    const head = await t.signUp({ firstName: "Greta", lastName: "Vogel" });
    await chooseLanguage(head.cookie, "de");
    const { club } = await ok(await t.request("/api/clubs", { cookie: head.cookie, body: { name: "SV Linden" } }), 201);
    const address = `invitee-${Date.now()}@example.com`;
    await ok(
      await t.request(`/api/clubs/${club.id}/invites`, {
        cookie: head.cookie,
        body: { role: "coach", email: address, expiresInDays: 7 },
      }),
      201,
    );
    const mail = await t.latestMailTo(address);
    expect(mail?.subject).toBe("Greta Vogel lädt dich zu SV Linden bei Touchline ein");
    expect(mail?.body).toContain("als Trainer:in.");

    await ok(
      await t.request("/api/account", {
        method: "DELETE",
        body: { password: head.password, confirmation: "DELETE" },
        cookie: head.cookie,
      }),
    );
    const [kept] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));
    expect(kept?.subject).toBe("A former coach lädt dich zu SV Linden bei Touchline ein");
    expect(kept?.body).not.toContain("Greta Vogel");
  });
});
