ALTER TABLE "club_library_items" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "training_sessions_language_published_idx" ON "training_sessions" USING btree ("visibility","language","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);