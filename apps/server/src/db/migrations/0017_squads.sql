CREATE TABLE "availability_answers" (
	"player_id" text NOT NULL,
	"event_id" text NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"is_available" boolean NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_answers_player_id_event_id_occurrence_start_pk" PRIMARY KEY("player_id","event_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "squad_player_links" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_player_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "squad_players" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"shirt_number" integer,
	"position" text,
	"birth_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_player_id_squad_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."squad_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_answers" ADD CONSTRAINT "availability_answers_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_player_links" ADD CONSTRAINT "squad_player_links_player_id_squad_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."squad_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_players" ADD CONSTRAINT "squad_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_answers_event_idx" ON "availability_answers" USING btree ("event_id","occurrence_start");--> statement-breakpoint
CREATE INDEX "squad_player_links_player_idx" ON "squad_player_links" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "squad_players_team_idx" ON "squad_players" USING btree ("team_id","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "squad_players_team_number_idx" ON "squad_players" USING btree ("team_id","shirt_number") WHERE "squad_players"."shirt_number" is not null;