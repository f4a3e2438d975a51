CREATE TABLE "attendance_marks" (
	"player_id" text NOT NULL,
	"event_id" text NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"is_present" boolean NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"left_early_minutes" integer DEFAULT 0 NOT NULL,
	"client_mark_id" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by_id" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_marks_player_id_event_id_occurrence_start_pk" PRIMARY KEY("player_id","event_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "plan_views" (
	"player_id" text NOT NULL,
	"event_id" text NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_views_player_id_event_id_occurrence_start_pk" PRIMARY KEY("player_id","event_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "team_links" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "bring" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_player_id_squad_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."squad_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_id_users_id_fk" FOREIGN KEY ("marked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_views" ADD CONSTRAINT "plan_views_player_id_squad_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."squad_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_views" ADD CONSTRAINT "plan_views_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_links" ADD CONSTRAINT "team_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_event_idx" ON "attendance_marks" USING btree ("event_id","occurrence_start");--> statement-breakpoint
CREATE INDEX "plan_views_event_idx" ON "plan_views" USING btree ("event_id","occurrence_start");--> statement-breakpoint
CREATE INDEX "team_links_team_idx" ON "team_links" USING btree ("team_id");