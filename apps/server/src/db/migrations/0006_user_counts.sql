CREATE TABLE "user_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sessions_created" integer DEFAULT 0 NOT NULL,
	"public_sessions" integer DEFAULT 0 NOT NULL,
	"copies_received" integer DEFAULT 0 NOT NULL,
	"drills" integer DEFAULT 0 NOT NULL,
	"messages_read" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_counts" ADD CONSTRAINT "user_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_counts_sessions_created_idx" ON "user_counts" USING btree ("sessions_created","user_id");--> statement-breakpoint
CREATE INDEX "user_counts_public_sessions_idx" ON "user_counts" USING btree ("public_sessions","user_id");--> statement-breakpoint
CREATE INDEX "user_counts_copies_received_idx" ON "user_counts" USING btree ("copies_received","user_id");--> statement-breakpoint
CREATE INDEX "user_counts_drills_idx" ON "user_counts" USING btree ("drills","user_id");--> statement-breakpoint
CREATE INDEX "user_counts_messages_read_idx" ON "user_counts" USING btree ("messages_read","user_id");--> statement-breakpoint
-- user_counts mirrors, per user, rows of four tables. Statement triggers with transition tables apply the
-- new rows' contributions minus the old rows' per user, in the statement that changed them; an UPDATE of
-- a counts row that is gone (its user was deleted, and the deletion cascades here too) changes nothing.
CREATE FUNCTION "user_counts_add_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_counts" ("user_id") SELECT "id" FROM "new_users" ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_counted" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_users" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_add_users"();--> statement-breakpoint
-- Each function reads the statement's new and old rows; an INSERT has no old rows and a DELETE no new
-- ones, so the query is built for the event (a transition table that does not exist cannot be named).
-- Sessions: one each, one more when public, and their copy counts.
CREATE FUNCTION "user_counts_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := CASE WHEN TG_OP = 'DELETE' THEN '(SELECT * FROM "training_sessions" WHERE false) AS "none"' ELSE '"new_sessions"' END;
  removed text := CASE WHEN TG_OP = 'INSERT' THEN '(SELECT * FROM "training_sessions" WHERE false) AS "none"' ELSE '"old_sessions"' END;
BEGIN
  EXECUTE format($query$
    UPDATE "user_counts" SET
      "sessions_created" = "user_counts"."sessions_created" + "delta"."sessions",
      "public_sessions" = "user_counts"."public_sessions" + "delta"."public",
      "copies_received" = "user_counts"."copies_received" + "delta"."copies"
    FROM (
      SELECT "owner_id", sum("sessions") AS "sessions", sum("public") AS "public", sum("copies") AS "copies" FROM (
        SELECT "owner_id", 1 AS "sessions", ("visibility" = 'public')::int AS "public", "copy_count" AS "copies" FROM %s
        UNION ALL
        SELECT "owner_id", -1, -(("visibility" = 'public')::int), -"copy_count" FROM %s
      ) AS "changes"
      GROUP BY "owner_id"
      HAVING sum("sessions") <> 0 OR sum("public") <> 0 OR sum("copies") <> 0
    ) AS "delta"
    WHERE "user_counts"."user_id" = "delta"."owner_id"
  $query$, added, removed);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Library drills: one each.
CREATE FUNCTION "user_counts_drills_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := CASE WHEN TG_OP = 'DELETE' THEN '(SELECT * FROM "drills" WHERE false) AS "none"' ELSE '"new_drills"' END;
  removed text := CASE WHEN TG_OP = 'INSERT' THEN '(SELECT * FROM "drills" WHERE false) AS "none"' ELSE '"old_drills"' END;
BEGIN
  EXECUTE format($query$
    UPDATE "user_counts" SET "drills" = "user_counts"."drills" + "delta"."drills"
    FROM (
      SELECT "owner_id", sum("drills") AS "drills" FROM (
        SELECT "owner_id", 1 AS "drills" FROM %s
        UNION ALL
        SELECT "owner_id", -1 FROM %s
      ) AS "changes"
      GROUP BY "owner_id" HAVING sum("drills") <> 0
    ) AS "delta"
    WHERE "user_counts"."user_id" = "delta"."owner_id"
  $query$, added, removed);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Read receipts: one each while read.
CREATE FUNCTION "user_counts_receipts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := CASE WHEN TG_OP = 'DELETE' THEN '(SELECT * FROM "message_recipients" WHERE false) AS "none"' ELSE '"new_receipts"' END;
  removed text := CASE WHEN TG_OP = 'INSERT' THEN '(SELECT * FROM "message_recipients" WHERE false) AS "none"' ELSE '"old_receipts"' END;
BEGIN
  EXECUTE format($query$
    UPDATE "user_counts" SET "messages_read" = "user_counts"."messages_read" + "delta"."read"
    FROM (
      SELECT "recipient_id", sum("read") AS "read" FROM (
        SELECT "recipient_id", 1 AS "read" FROM %s WHERE "read_at" IS NOT NULL
        UNION ALL
        SELECT "recipient_id", -1 FROM %s WHERE "read_at" IS NOT NULL
      ) AS "changes"
      GROUP BY "recipient_id" HAVING sum("read") <> 0
    ) AS "delta"
    WHERE "user_counts"."user_id" = "delta"."recipient_id"
  $query$, added, removed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "training_sessions_user_counted_on_insert" AFTER INSERT ON "training_sessions"
  REFERENCING NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "training_sessions_user_counted_on_update" AFTER UPDATE ON "training_sessions"
  REFERENCING OLD TABLE AS "old_sessions" NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "training_sessions_user_counted_on_delete" AFTER DELETE ON "training_sessions"
  REFERENCING OLD TABLE AS "old_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "drills_user_counted_on_insert" AFTER INSERT ON "drills"
  REFERENCING NEW TABLE AS "new_drills" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_drills_changed"();--> statement-breakpoint
CREATE TRIGGER "drills_user_counted_on_delete" AFTER DELETE ON "drills"
  REFERENCING OLD TABLE AS "old_drills" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_drills_changed"();--> statement-breakpoint
CREATE TRIGGER "message_recipients_user_counted_on_insert" AFTER INSERT ON "message_recipients"
  REFERENCING NEW TABLE AS "new_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_receipts_changed"();--> statement-breakpoint
CREATE TRIGGER "message_recipients_user_counted_on_update" AFTER UPDATE ON "message_recipients"
  REFERENCING OLD TABLE AS "old_receipts" NEW TABLE AS "new_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_receipts_changed"();--> statement-breakpoint
CREATE TRIGGER "message_recipients_user_counted_on_delete" AFTER DELETE ON "message_recipients"
  REFERENCING OLD TABLE AS "old_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_receipts_changed"();--> statement-breakpoint
-- What the tables hold already.
INSERT INTO "user_counts" ("user_id", "sessions_created", "public_sessions", "copies_received", "drills", "messages_read")
  SELECT "users"."id", coalesce("s"."sessions", 0), coalesce("s"."public", 0), coalesce("s"."copies", 0), coalesce("d"."drills", 0), coalesce("m"."read", 0)
  FROM "users"
  LEFT JOIN (
    SELECT "owner_id", count(*) AS "sessions", count(*) FILTER (WHERE "visibility" = 'public') AS "public", sum("copy_count") AS "copies"
    FROM "training_sessions" GROUP BY "owner_id"
  ) AS "s" ON "s"."owner_id" = "users"."id"
  LEFT JOIN (SELECT "owner_id", count(*) AS "drills" FROM "drills" GROUP BY "owner_id") AS "d" ON "d"."owner_id" = "users"."id"
  LEFT JOIN (
    SELECT "recipient_id", count(*) AS "read" FROM "message_recipients" WHERE "read_at" IS NOT NULL GROUP BY "recipient_id"
  ) AS "m" ON "m"."recipient_id" = "users"."id";
