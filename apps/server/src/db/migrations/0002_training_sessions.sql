CREATE TABLE "drills" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_text, '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reports_session_reporter_unique" UNIQUE("session_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"short_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"objectives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_group" text,
	"level" text,
	"date" date,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"phases" text[] DEFAULT '{}'::text[] NOT NULL,
	"intensity" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(theme, '')), 'B') || setweight(to_tsvector('english', coalesce(search_text, '')), 'C')) STORED NOT NULL,
	"total_duration_minutes" integer DEFAULT 0 NOT NULL,
	"copied_from_id" text,
	"copied_from_title" text,
	"copied_from_author" text,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_short_id_unique" UNIQUE("short_id")
);
--> statement-breakpoint
ALTER TABLE "drills" ADD CONSTRAINT "drills_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_copied_from_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."training_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drills_owner_updated_idx" ON "drills" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drills_search_idx" ON "drills" USING gin ("search");--> statement-breakpoint
CREATE INDEX "drills_tags_idx" ON "drills" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "session_reports_status_created_idx" ON "session_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "session_reports_reporter_idx" ON "session_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "training_sessions_owner_updated_idx" ON "training_sessions" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_sessions_published_idx" ON "training_sessions" USING btree ("visibility","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_sessions_copies_idx" ON "training_sessions" USING btree ("visibility","copy_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_sessions_views_idx" ON "training_sessions" USING btree ("visibility","view_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "training_sessions_topics_idx" ON "training_sessions" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "training_sessions_phases_idx" ON "training_sessions" USING gin ("phases");--> statement-breakpoint
CREATE INDEX "training_sessions_search_idx" ON "training_sessions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "training_sessions_copied_from_idx" ON "training_sessions" USING btree ("copied_from_id");