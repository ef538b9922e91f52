ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts locked before locks expired: their lock becomes a first one, lifted 15 minutes after it was taken.
UPDATE "users" SET "locked_until" = "locked_at" + interval '15 minutes', "lock_count" = 1 WHERE "locked_at" IS NOT NULL;
