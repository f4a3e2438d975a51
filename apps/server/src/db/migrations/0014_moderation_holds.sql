-- A session staff unpublished stays private until a moderator reviews it (services/moderation).
CREATE TABLE "session_holds" (
	"session_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_requested_at" timestamp with time zone,
	"review_message" text DEFAULT '' NOT NULL,
	"declined_at" timestamp with time zone,
	"decline_reason" text
);
--> statement-breakpoint
ALTER TABLE "session_holds" ADD CONSTRAINT "session_holds_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_holds_review_requested_idx" ON "session_holds" USING btree ("review_requested_at") WHERE "session_holds"."review_requested_at" is not null;--> statement-breakpoint
-- Sessions staff unpublished before holds existed and that are still private are held from now on, with
-- the reason of their latest unpublishing.
INSERT INTO "session_holds" ("session_id", "reason", "held_at")
SELECT DISTINCT ON ("audit_log"."target_id") "audit_log"."target_id", "audit_log"."reason", "audit_log"."created_at"
FROM "audit_log"
JOIN "training_sessions" ON "training_sessions"."id" = "audit_log"."target_id"
WHERE "audit_log"."action" = 'session.unpublished' AND "training_sessions"."visibility" = 'private'
ORDER BY "audit_log"."target_id", "audit_log"."created_at" DESC;
