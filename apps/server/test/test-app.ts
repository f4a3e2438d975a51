import { desc, eq } from "drizzle-orm";
import { afterEach, expect } from "vitest";
import type { Role, SignUpRequest } from "@touchline/contracts";
import type { ScryptCost } from "../src/auth/password-hash.ts";
import { mailOutbox } from "../src/db/schema.ts";
import { parseEnv } from "../src/env.ts";
import { createApp } from "../src/app/create-app.ts";
import { createDeps } from "../src/app/create-deps.ts";
import type { Logger } from "../src/lib/logger.ts";
import { setUserRole } from "../src/services/users/set-user-role.ts";
import { confirmationTokenOf, sessionCookieOf } from "./sign-up-over-http.ts";
import { openTestDatabase } from "./test-database.ts";

export const TEST_APP_URL = "http://localhost:3000";

/**
 * Tests hash passwords at 1/128 of the servers' scrypt cost (1 MiB instead of 128): hundreds of sign-ups
 * otherwise spend minutes of CPU on hashing alone. A test about the hashing itself asks for
 * `OWASP_SCRYPT_COST`.
 */
const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

let userCounter = 0;

/** The app on a real database, driven through its request function as the browser would. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: { logger?: Logger; passwordCost?: ScryptCost } = {},
) {
  const database = await openTestDatabase();
  // Every test client shares one address; the per-IP limits get their own test with the factor back at 1.
  // A line per request would bury the test output; errors are still shown.
  const env = parseEnv({
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    RATE_LIMIT_IP_FACTOR: "100",
    LOG_LEVEL: "warn",
    ...envOverrides,
  });
  const deps = await createDeps(env, database, {
    log: () => {},
    logger: options.logger,
    passwordCost: options.passwordCost ?? TEST_SCRYPT_COST,
  });
  const app = createApp(deps, { webDistDir: false });

  /**
   * Answers once the work the request started after its answer has ended too (a reset link's mail, say), so
   * a test reads what it wrote; a test about that ordering calls `app.request` itself.
   */
  const request = async (
    path: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.request(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        // Browsers send Origin with every POST; the CSRF check relies on it.
        Origin: TEST_APP_URL,
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    });
    await deps.afterResponse.settled();
    return response;
  };

  const latestMailTo = async (recipient: string) => {
    const [mail] = await deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, recipient))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  };

  /**
   * Signs a new coach up as a browser would: the sign-up, then the confirmation link from the e-mail, which
   * signs in. Returns the session cookie to send with later requests.
   */
  const signUp = async (overrides: Partial<SignUpRequest> = {}) => {
    userCounter += 1;
    const input: SignUpRequest = {
      email: `coach${userCounter}-${Date.now()}@example.com`,
      password: "tuesday-rondo-drill",
      firstName: "Test",
      lastName: `Coach${userCounter}`,
      ...overrides,
    };
    const response = await request("/api/auth/sign-up", { body: input });
    if (response.status !== 202) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const mail = await latestMailTo(input.email.toLowerCase());
    const confirmed = await request("/api/auth/confirm-email", {
      body: { token: confirmationTokenOf(mail?.body), password: input.password },
    });
    if (confirmed.status !== 200) throw new Error(`confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
    const body = (await confirmed.json()) as { user: { id: string } };
    return { ...input, id: body.user.id, cookie: sessionCookieOf(confirmed) };
  };

  /** A new coach promoted as the command-line role tool does (under the level rules, with an audit line). */
  const signUpWithRole = async (role: Role) => {
    const user = await signUp();
    if (!(await setUserRole(deps.db, user.email, role))) throw new Error(`no account ${user.email} to promote`);
    return user;
  };

  return { app, deps, request, signUp, signUpWithRole, latestMailTo, close: () => database.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * For tests whose subject happens once per database (seeding, say): the returned function opens a new
 * app on a database of its own on every call, and each is closed after its test.
 */
export function freshTestApps(): () => Promise<TestApp> {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return async () => {
    const app = await createTestApp();
    apps.push(app);
    return app;
  };
}

/** A response body for assertions; tests check its shape, so it is typed loosely on purpose. */
export async function readJson(response: Response): Promise<any> {
  return response.json();
}

/** Asserts the response's status (200 unless said), showing its body when it differs; returns the JSON body, if any. */
export async function expectOk(response: Response, status = 200): Promise<any> {
  const body = response.headers.get("content-type")?.includes("json") ? await readJson(response) : null;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** Asserts the response is the API's error of `status` and `code` (one comparison, so a failure shows both); returns the error. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const body = await readJson(response);
  expect({ status: response.status, code: body.error?.code }).toEqual({ status, code });
  return body.error;
}
