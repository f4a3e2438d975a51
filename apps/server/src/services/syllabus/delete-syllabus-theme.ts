import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { syllabusThemes } from "../../db/schema.ts";
import { syllabusThemeNotFound } from "./syllabus-row.ts";

export async function deleteSyllabusTheme(db: Database, clubId: string, themeId: string): Promise<void> {
  const deleted = await db
    .delete(syllabusThemes)
    .where(and(eq(syllabusThemes.id, themeId), eq(syllabusThemes.clubId, clubId)))
    .returning({ id: syllabusThemes.id });
  if (deleted.length === 0) throw syllabusThemeNotFound();
}
