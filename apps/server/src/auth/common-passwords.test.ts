import { dictionary } from "@zxcvbn-ts/language-common";
import { PasswordSchema } from "@touchline/contracts";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

/** Refused at sign-up, reset or change: too short for the schema, or too common for the server. */
async function isRefused(password: string): Promise<boolean> {
  return !PasswordSchema.safeParse(password).success || (await isCommonPassword(password));
}

describe("common passwords", () => {
  it("refuses each of the 3,000 most common passwords of the list, whatever its length", async () => {
    const top = dictionary["passwords-common"].slice(0, 3000);
    const accepted = [];
    for (const password of top) if (!(await isRefused(password))) accepted.push(password);
    expect(accepted).toEqual([]);
  });

  it("refuses the repeats and runs the list leaves out for its pattern matchers (654321, aaaaaa, 121212, …)", async () => {
    const patterns = ["654321", "987654321", "abcdef", "aaaaaa", "555555", "121212", "abcabc", "12341234", "qazqazqaz"];
    for (const password of patterns) expect(await isCommonPassword(password), password).toBe(true);
    // A repeated common word is no stronger than the word.
    expect(await isCommonPassword("footballfootball")).toBe(true);
  });

  it("compares as the hash does: case-blind, after Unicode normalisation", async () => {
    for (const password of ["PassWord", "ＰＡＳＳＷＯＲＤ", "ｑｗｅｒｔｙ"])
      expect(await isCommonPassword(password), password).toBe(true);
  });

  it("accepts passwords that are merely short, and long passphrases", async () => {
    for (const password of ["g7#kq2", "tuesday-rondo-drill", "4-4-2 diamond in the rain", "x".repeat(5) + "y"]) {
      expect(await isRefused(password), password).toBe(false);
    }
  });
});
