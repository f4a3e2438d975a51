CREATE TABLE "session_copiers" (
	"session_id" text NOT NULL,
	"coach_id" text NOT NULL,
	CONSTRAINT "session_copiers_session_id_coach_id_pk" PRIMARY KEY("session_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "session_views" (
	"session_id" text NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	"viewer_id" text,
	CONSTRAINT "session_views_session_id_visitor_key_day_pk" PRIMARY KEY("session_id","visitor_key","day")
);
--> statement-breakpoint
ALTER TABLE "session_copiers" ADD CONSTRAINT "session_copiers_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_copiers" ADD CONSTRAINT "session_copiers_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_views" ADD CONSTRAINT "session_views_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_views" ADD CONSTRAINT "session_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_copiers_coach_idx" ON "session_copiers" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "session_views_day_idx" ON "session_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "session_views_viewer_idx" ON "session_views" USING btree ("viewer_id");--> statement-breakpoint
-- Coaches who already copied a session have been counted: copying it again must not count them twice.
INSERT INTO "session_copiers" ("session_id", "coach_id")
SELECT DISTINCT "copy"."copied_from_id", "copy"."owner_id"
FROM "training_sessions" AS "copy"
JOIN "training_sessions" AS "original" ON "original"."id" = "copy"."copied_from_id"
WHERE "copy"."owner_id" <> "original"."owner_id"
ON CONFLICT DO NOTHING;
