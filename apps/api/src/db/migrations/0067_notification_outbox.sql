-- The notifications awaiting their push move from a flag on each row (claimed by an UPDATE of every
-- row, a thousand for a news-feed message to a site) to an outbox of one row per notify() statement,
-- claimed by deleting that one row. Rows still pending are carried over, grouped as they were raised.
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_ids" bigint[] NOT NULL,
	"user_ids" integer[] NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
INSERT INTO "notification_outbox" ("notification_ids", "user_ids", "kind", "content", "link", "created_by_user_id", "created_at")
SELECT array_agg("id" ORDER BY "id"), array_agg("user_id" ORDER BY "id"), "kind", "content", "link", "created_by_user_id", "created_at"
FROM "notifications" WHERE "push_pending"
GROUP BY "kind", "content", "link", "created_by_user_id", "created_at";--> statement-breakpoint
DROP INDEX "notifications_push_pending_idx";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "push_pending";--> statement-breakpoint
-- See the table's comment in schema/notifications.ts.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_created_by_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
