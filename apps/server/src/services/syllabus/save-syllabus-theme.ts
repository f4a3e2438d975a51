import { randomUUID } from "node:crypto";
import { and, eq, gte, lte, ne } from "drizzle-orm";
import type { SyllabusTheme, SyllabusThemeInputSchema } from "@touchline/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { clubs, syllabusThemes } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { syllabusThemeColumns, syllabusThemeNotFound } from "./syllabus-row.ts";

type ThemeInput = z.output<typeof SyllabusThemeInputSchema>;

/**
 * Adds a theme to the club's syllabus (`themeId` null) or replaces one. An age group's themes never share a
 * week, so each week has at most one theme to check trainings against; the club's row is locked while the
 * weeks are checked, so two admins saving at once cannot slip overlapping themes past each other.
 */
export async function saveSyllabusTheme(
  db: Database,
  clubId: string,
  themeId: string | null,
  input: ThemeInput,
): Promise<SyllabusTheme> {
  return db.transaction(async (tx) => {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");
    const [overlapping] = await tx
      .select({ title: syllabusThemes.title, firstWeek: syllabusThemes.firstWeek, lastWeek: syllabusThemes.lastWeek })
      .from(syllabusThemes)
      .where(
        and(
          eq(syllabusThemes.clubId, clubId),
          eq(syllabusThemes.ageGroup, input.ageGroup),
          lte(syllabusThemes.firstWeek, input.lastWeek),
          gte(syllabusThemes.lastWeek, input.firstWeek),
          themeId ? ne(syllabusThemes.id, themeId) : undefined,
        ),
      )
      .limit(1);
    if (overlapping) {
      throw new AppError(
        "CONFLICT",
        `Weeks ${overlapping.firstWeek}–${overlapping.lastWeek} of ${input.ageGroup} already have the theme “${overlapping.title}”.`,
      );
    }
    const values = { ...input, phases: [...new Set(input.phases)], topics: [...new Set(input.topics)] };
    const [row] = themeId
      ? await tx
          .update(syllabusThemes)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(syllabusThemes.id, themeId), eq(syllabusThemes.clubId, clubId)))
          .returning(syllabusThemeColumns)
      : await tx
          .insert(syllabusThemes)
          .values({ ...values, id: randomUUID(), clubId })
          .returning(syllabusThemeColumns);
    if (!row) throw syllabusThemeNotFound();
    return row;
  });
}
