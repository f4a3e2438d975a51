CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "analytics_counts" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_counts_metric_day_pk" PRIMARY KEY("metric","day")
);
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
-- analytics_counts mirrors rows the analytics would otherwise count over a year. Statement triggers with
-- transition tables keep it so in the statement that changes the rows, for any number of rows and
-- whichever path changed them (an account's deletion cascades to its activity days and sessions).
--
-- Activity days: a day counts its rows; a week (under its Monday) counts the users with at least one row
-- in it. A week gains a user when every row that user has in it came with this statement, and loses them
-- when none is left. The recorder only ever inserts these rows.
CREATE FUNCTION "analytics_counts_activity_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_counts" ("metric", "day", "count")
    SELECT 'active_users', "day", count(*) FROM "added_days" GROUP BY "day"
    UNION ALL
    SELECT 'active_users_week', "fresh"."week", count(*)
    FROM (
      SELECT "user_id", date_trunc('week', "day")::date AS "week", count(*) AS "added"
      FROM "added_days" GROUP BY 1, 2
    ) AS "fresh"
    WHERE "fresh"."added" = (
      SELECT count(*) FROM "user_activity_days" AS "kept"
      WHERE "kept"."user_id" = "fresh"."user_id" AND "kept"."day" >= "fresh"."week" AND "kept"."day" < "fresh"."week" + 7
    )
    GROUP BY "fresh"."week"
  ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "analytics_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_counts_activity_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "analytics_counts" SET "count" = "analytics_counts"."count" - "gone"."removed"
  FROM (
    SELECT 'active_users' AS "metric", "day", count(*) AS "removed" FROM "removed_days" GROUP BY "day"
    UNION ALL
    SELECT 'active_users_week', "left_weeks"."week", count(*)
    FROM (SELECT DISTINCT "user_id", date_trunc('week', "day")::date AS "week" FROM "removed_days") AS "left_weeks"
    WHERE NOT EXISTS (
      SELECT 1 FROM "user_activity_days" AS "kept"
      WHERE "kept"."user_id" = "left_weeks"."user_id" AND "kept"."day" >= "left_weeks"."week" AND "kept"."day" < "left_weeks"."week" + 7
    )
    GROUP BY "left_weeks"."week"
  ) AS "gone"
  WHERE "analytics_counts"."metric" = "gone"."metric" AND "analytics_counts"."day" = "gone"."day";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_activity_days_counted_on_insert" AFTER INSERT ON "user_activity_days"
  REFERENCING NEW TABLE AS "added_days" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_counts_activity_added"();--> statement-breakpoint
CREATE TRIGGER "user_activity_days_counted_on_delete" AFTER DELETE ON "user_activity_days"
  REFERENCING OLD TABLE AS "removed_days" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_counts_activity_removed"();--> statement-breakpoint
-- Training sessions: each row counts once as created (on its creation day), once more as a copy while it
-- credits an original, and once as published (on its latest publication day) while it is public. A
-- change applies the new rows' contributions minus the old rows' in one upsert, so an edit that moves
-- nothing (the editor's saves) writes nothing.
CREATE FUNCTION "analytics_counts_sessions_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_counts" ("metric", "day", "count")
    SELECT "metric", "day", count(*) FROM (
      SELECT 'sessions_created' AS "metric", ("created_at" AT TIME ZONE 'UTC')::date AS "day" FROM "new_sessions"
      UNION ALL SELECT 'copies', ("created_at" AT TIME ZONE 'UTC')::date FROM "new_sessions" WHERE "copied_from_id" IS NOT NULL
      UNION ALL SELECT 'sessions_published', ("published_at" AT TIME ZONE 'UTC')::date FROM "new_sessions"
        WHERE "visibility" = 'public' AND "published_at" IS NOT NULL
    ) AS "added" GROUP BY "metric", "day"
  ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "analytics_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_counts_sessions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_counts" ("metric", "day", "count")
    SELECT "metric", "day", sum("delta") FROM (
      SELECT 'sessions_created' AS "metric", ("created_at" AT TIME ZONE 'UTC')::date AS "day", 1 AS "delta" FROM "new_sessions"
      UNION ALL SELECT 'copies', ("created_at" AT TIME ZONE 'UTC')::date, 1 FROM "new_sessions" WHERE "copied_from_id" IS NOT NULL
      UNION ALL SELECT 'sessions_published', ("published_at" AT TIME ZONE 'UTC')::date, 1 FROM "new_sessions"
        WHERE "visibility" = 'public' AND "published_at" IS NOT NULL
      UNION ALL SELECT 'sessions_created', ("created_at" AT TIME ZONE 'UTC')::date, -1 FROM "old_sessions"
      UNION ALL SELECT 'copies', ("created_at" AT TIME ZONE 'UTC')::date, -1 FROM "old_sessions" WHERE "copied_from_id" IS NOT NULL
      UNION ALL SELECT 'sessions_published', ("published_at" AT TIME ZONE 'UTC')::date, -1 FROM "old_sessions"
        WHERE "visibility" = 'public' AND "published_at" IS NOT NULL
    ) AS "changes" GROUP BY "metric", "day" HAVING sum("delta") <> 0
  ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "analytics_counts"."count" + excluded."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_counts_sessions_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "analytics_counts" SET "count" = "analytics_counts"."count" - "gone"."removed"
  FROM (
    SELECT "metric", "day", count(*) AS "removed" FROM (
      SELECT 'sessions_created' AS "metric", ("created_at" AT TIME ZONE 'UTC')::date AS "day" FROM "old_sessions"
      UNION ALL SELECT 'copies', ("created_at" AT TIME ZONE 'UTC')::date FROM "old_sessions" WHERE "copied_from_id" IS NOT NULL
      UNION ALL SELECT 'sessions_published', ("published_at" AT TIME ZONE 'UTC')::date FROM "old_sessions"
        WHERE "visibility" = 'public' AND "published_at" IS NOT NULL
    ) AS "removed_rows" GROUP BY "metric", "day"
  ) AS "gone"
  WHERE "analytics_counts"."metric" = "gone"."metric" AND "analytics_counts"."day" = "gone"."day";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "training_sessions_counted_on_insert" AFTER INSERT ON "training_sessions"
  REFERENCING NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_counts_sessions_inserted"();--> statement-breakpoint
CREATE TRIGGER "training_sessions_counted_on_update" AFTER UPDATE ON "training_sessions"
  REFERENCING OLD TABLE AS "old_sessions" NEW TABLE AS "new_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_counts_sessions_updated"();--> statement-breakpoint
CREATE TRIGGER "training_sessions_counted_on_delete" AFTER DELETE ON "training_sessions"
  REFERENCING OLD TABLE AS "old_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_counts_sessions_deleted"();--> statement-breakpoint
-- What the tables hold already.
INSERT INTO "analytics_counts" ("metric", "day", "count")
  SELECT 'active_users', "day", count(*) FROM "user_activity_days" GROUP BY "day"
  UNION ALL
  SELECT 'active_users_week', date_trunc('week', "day")::date, count(DISTINCT "user_id") FROM "user_activity_days" GROUP BY 2
  UNION ALL
  SELECT 'sessions_created', ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "training_sessions" GROUP BY 2
  UNION ALL
  SELECT 'copies', ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "training_sessions" WHERE "copied_from_id" IS NOT NULL GROUP BY 2
  UNION ALL
  SELECT 'sessions_published', ("published_at" AT TIME ZONE 'UTC')::date, count(*) FROM "training_sessions"
    WHERE "visibility" = 'public' AND "published_at" IS NOT NULL GROUP BY 2;
