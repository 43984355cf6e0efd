ALTER TABLE "api_keys" ADD COLUMN "rate_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "rate_window_count" integer DEFAULT 0 NOT NULL;