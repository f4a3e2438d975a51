import { syllabusThemes } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

export const syllabusThemeColumns = {
  id: syllabusThemes.id,
  ageGroup: syllabusThemes.ageGroup,
  firstWeek: syllabusThemes.firstWeek,
  lastWeek: syllabusThemes.lastWeek,
  title: syllabusThemes.title,
  phases: syllabusThemes.phases,
  topics: syllabusThemes.topics,
};

export function syllabusThemeNotFound(): AppError {
  return new AppError("NOT_FOUND", "This theme is not in the club's syllabus.");
}
