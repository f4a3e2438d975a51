-- Counters from before this column get the longest window any rule has (an hour), so none is swept early.
ALTER TABLE "rate_limit_counters" ADD COLUMN "window_seconds" integer DEFAULT 3600 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ALTER COLUMN "window_seconds" DROP DEFAULT;
