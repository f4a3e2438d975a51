-- btree_gin gives the library index GIN operator classes for its scalar columns (text, integer).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "training_sessions_library_idx" ON "training_sessions" USING gin ("search","age_group","intensity","total_duration_minutes","topics","phases") WHERE "training_sessions"."visibility" = 'public';
