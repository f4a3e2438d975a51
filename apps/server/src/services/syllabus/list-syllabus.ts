import { asc, eq } from "drizzle-orm";
import type { SyllabusResponse } from "@touchline/contracts";
import type { Database } from "../../db/client.ts";
import { clubs, syllabusThemes } from "../../db/schema.ts";
import { syllabusThemeColumns } from "./syllabus-row.ts";

/** The club's syllabus: its first day of the season and its themes, by age group and week. */
export async function listSyllabus(db: Database, clubId: string): Promise<SyllabusResponse> {
  const [[club], themes] = await Promise.all([
    db.select({ seasonStartsOn: clubs.seasonStartsOn }).from(clubs).where(eq(clubs.id, clubId)),
    db
      .select(syllabusThemeColumns)
      .from(syllabusThemes)
      .where(eq(syllabusThemes.clubId, clubId))
      .orderBy(asc(syllabusThemes.ageGroup), asc(syllabusThemes.firstWeek)),
  ]);
  return { seasonStartsOn: club?.seasonStartsOn ?? null, themes };
}
