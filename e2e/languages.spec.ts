import { createDiagram } from "@touchline/diagram";
import {
  DEFAULT_PASSWORD,
  expect,
  latestMailTo,
  signUpCoach,
  signUpThroughApi,
  test,
  toasts,
  uniqueEmail,
  waitForHydration,
  watchForHydrationProblems,
} from "./fixtures.ts";
import { pdfText } from "./pdf-text.ts";

/**
 * Touchline in the reader's language (docs/features/languages.md): a visitor's browser decides the
 * public pages' language, drawn on the server in it; a coach's account setting decides theirs, on every
 * page, without a reload.
 */

test.describe("a visitor whose browser speaks Spanish", () => {
  test.use({ locale: "es-ES" });

  test("gets the landing page in Spanish, its title in the served HTML, and it hydrates in Spanish", async ({
    page,
    request,
  }) => {
    const served = await (await request.get("/", { headers: { "Accept-Language": "es-ES,es;q=0.9" } })).text();
    expect(served).toContain('<html lang="es" data-drawn-locale="es"');
    expect(served).toContain(
      "<title data-page-head>Touchline – planifica entrenamientos de fútbol en un campo de arrastrar y soltar</title>",
    );
    expect(served).toContain(
      '<meta name="description" content="Touchline: diseña ejercicios y sesiones de entrenamiento de fútbol en un campo interactivo',
    );
    expect(served).not.toContain("design football drills");
    expect(served).toContain("Planifica tus sesiones tal y como las ves");
    expect(served).toContain('hreflang="de" href="http://localhost');

    const problems = watchForHydrationProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Planifica tus sesiones tal y como las ves en el campo",
    );
    await expect(page.getByRole("link", { name: "Empieza gratis" }).first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Alemania" })).toBeVisible();
    expect(problems).toEqual([]);

    // The footer switches the language at once, without a reload, and the choice is kept for the next page.
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Préparez vos séances telles que vous les voyez sur le terrain",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Tableau tactique" }).first()).toBeVisible();
  });
});

test("a coach chooses German in the account settings: every page, the editor, a PDF and an e-mail speak German", async ({
  page,
  baseURL,
}) => {
  const { email } = await signUpCoach(page);
  await page.goto("/account-settings");
  const language = page.getByRole("region", { name: "Language" });
  const select = language.getByRole("combobox", { name: "Language" });
  await expect(select).toBeEnabled();
  await expect(select).toHaveValue("browser");
  await select.selectOption("de");
  await expect(toasts(page).getByText("Sprache geändert")).toBeVisible();
  await expect(page.getByRole("link", { name: "Einheit erstellen" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // Stored in the account: a fresh load (another device's browser speaks English) opens in German.
  await page.context().clearCookies({ name: "touchline-locale" });
  await page.reload();
  await expect(page.getByRole("link", { name: "Meine Einheiten" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Benutzermenü" }).click();
  await expect(page.getByRole("menuitem", { name: "Kontoeinstellungen" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The editor speaks German: its catalogue, its toolbar.
  await page.goto("/tactical-board");
  await expect(page.getByRole("complementary", { name: "Katalog" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Rückgängig" }).first()).toBeAttached();

  // A session's PDF is in German.
  const created = await page.request.post("/api/sessions", {
    data: {
      title: "Pressing im Mittelfeld",
      intensity: "high",
      blocks: [
        { id: "block-1", title: "Rondo 5 gegen 2", diagram: createDiagram(), durationMinutes: 20, intensity: "high" },
      ],
    },
    headers: { Origin: baseURL! },
  });
  const { session } = (await created.json()) as { session: { id: string } };
  await page.goto(`/sessions/${session.id}`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF exportieren" }).click();
  const pdf = await pdfText((await (await download).path())!);
  expect(pdf).toContain("Pressing im Mittelfeld");
  expect(pdf).toMatch(/Seite 1 von \d/);
  expect(pdf).toContain("Hohe Intensität");

  // An e-mail is in German: changing the password sends the notice in the account's language.
  await page.goto("/account-settings");
  const passwort = page.getByRole("region", { name: "Passwort" });
  await passwort.getByLabel("Aktuelles Passwort", { exact: true }).fill(DEFAULT_PASSWORD);
  await passwort.getByLabel("Neues Passwort", { exact: true }).fill("corner-flag-routine-7");
  await passwort.getByLabel("Neues Passwort bestätigen", { exact: true }).fill("corner-flag-routine-7");
  await passwort.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(toasts(page).getByText("Passwort erfolgreich geändert!")).toBeVisible();
  await expect.poll(() => latestMailTo(email.toLowerCase()).subject).toBe("Dein Touchline-Passwort wurde geändert");
  expect(latestMailTo(email.toLowerCase()).body).toContain("in den Kontoeinstellungen geändert");

  // Back to the browser's language.
  await page.goto("/account-settings");
  const sprache = page.getByRole("region", { name: "Sprache" }).getByRole("combobox", { name: "Sprache" });
  await expect(sprache).toHaveValue("de");
  await sprache.selectOption("browser");
  await expect(toasts(page).getByText("Language updated")).toBeVisible();
});

test.describe("a coach whose browser speaks Brazilian Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("finds the session written in Portuguese first in the global library, and can ask for one language", async ({
    page,
    baseURL,
  }) => {
    // Signed up through the API: the dashboard that greets them is in Portuguese, not the English the shared
    // helper waits for.
    const email = uniqueEmail();
    await signUpThroughApi(page.request, { email, password: DEFAULT_PASSWORD, firstName: "Joana", lastName: "Lima" });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: `Que bom te ver de novo, ${email.split("@")[0]}!` })).toBeVisible();
    const word = `quokka${Date.now()}`;
    const publish = async (title: string, language: string) => {
      const created = await page.request.post("/api/sessions", {
        data: {
          title,
          intensity: "medium",
          language,
          blocks: [
            { id: "block-1", title: "Rondo 4v1", diagram: createDiagram(), durationMinutes: 15, intensity: "medium" },
          ],
        },
        headers: { Origin: baseURL! },
      });
      const { session } = (await created.json()) as { session: { id: string } };
      const published = await page.request.post(`/api/sessions/${session.id}/publish`, {
        data: {},
        headers: { Origin: baseURL! },
      });
      expect(published.status()).toBe(200);
    };
    // The Portuguese one first, so "newest" alone would put the English one on top.
    await publish(`Rondo de posse ${word}`, "pt-BR");
    await publish(`Possession rondo ${word}`, "en");

    await page.goto(`/global-library?q=${word}`);
    const cards = page.getByRole("list").filter({ has: page.getByRole("listitem", { name: /Rondo de posse/ }) });
    await expect(cards.getByRole("listitem")).toHaveCount(2);
    await expect(cards.getByRole("listitem").first()).toHaveAccessibleName(`Rondo de posse ${word}`);
    // A session in another language says which.
    await expect(cards.getByRole("listitem").nth(1)).toContainText("English");

    await page.getByRole("search").getByRole("combobox", { name: "Escrito em" }).selectOption("en");
    await expect(page).toHaveURL(/language=en/);
    await expect(cards.getByRole("listitem")).toHaveCount(0);
    await expect(page.getByRole("listitem", { name: `Possession rondo ${word}` })).toBeVisible();
  });
});
