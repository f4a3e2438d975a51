-- btree_gin gives the library index GIN operator classes for its scalar columns (text, integer).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "training_sessions_copies_idx";--> statement-breakpoint
DROP INDEX "training_sessions_views_idx";--> statement-breakpoint
CREATE INDEX "training_sessions_library_idx" ON "training_sessions" USING gin ("search","age_group","intensity","total_duration_minutes","topics","phases") WHERE "training_sessions"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "training_sessions_copies_idx" ON "training_sessions" USING btree ("visibility","copy_count" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_sessions_views_idx" ON "training_sessions" USING btree ("visibility","view_count" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST);