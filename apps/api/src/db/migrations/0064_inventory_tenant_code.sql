-- A condition report's tenant signs with a one-time code mailed to them: the report holds the
-- code (its hash, when and where it was sent, the wrong attempts), the tenant's signature keeps
-- where and when the code it was checked against had been sent, as proof.
ALTER TABLE "inventory_reports" ADD COLUMN "code_hash" text;
--> statement-breakpoint
ALTER TABLE "inventory_reports" ADD COLUMN "code_sent_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "inventory_reports" ADD COLUMN "code_sent_to" text;
--> statement-breakpoint
ALTER TABLE "inventory_reports" ADD COLUMN "code_attempts" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "inventory_reports" ADD CONSTRAINT "inventory_reports_attempts_check" CHECK ("code_attempts" >= 0);
--> statement-breakpoint
ALTER TABLE "inventory_signatures" ADD COLUMN "code_sent_to" text;
--> statement-breakpoint
ALTER TABLE "inventory_signatures" ADD COLUMN "code_sent_at" timestamp with time zone;
