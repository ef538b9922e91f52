CREATE TABLE "server_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"url" text NOT NULL,
	"user_id" integer,
	"user_email" text,
	"brand_id" integer,
	"message" text NOT NULL,
	"stack" text
);
--> statement-breakpoint
CREATE INDEX "server_errors_occurred_at_idx" ON "server_errors" USING btree ("occurred_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "server_errors_brand_id_occurred_at_idx" ON "server_errors" USING btree ("brand_id","occurred_at" DESC NULLS LAST);