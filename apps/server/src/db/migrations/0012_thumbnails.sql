-- A session's cover drill and its picture for lists (written on save; rows saved before fill in by housekeeping).
ALTER TABLE "training_sessions" ADD COLUMN "cover_block_id" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "thumbnail" jsonb;--> statement-breakpoint
CREATE INDEX "training_sessions_thumbnail_missing_idx" ON "training_sessions" USING btree ("id") WHERE "training_sessions"."thumbnail" is null and "training_sessions"."blocks" <> '[]'::jsonb;
