CREATE TABLE "email_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"segment" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaigns_state_check" CHECK ("state" in ('draft', 'scheduled', 'sending', 'sent')),
	CONSTRAINT "email_campaigns_scheduled_check" CHECK ("state" <> 'scheduled' or "scheduled_at" is not null)
);
--> statement-breakpoint
CREATE INDEX "email_campaigns_brand_id_idx" ON "email_campaigns" USING btree ("brand_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "email_campaigns_due_idx" ON "email_campaigns" USING btree ("state","scheduled_at") WHERE "state" in ('scheduled', 'sending');
--> statement-breakpoint
CREATE TABLE "email_campaign_recipients" (
	"campaign_id" integer NOT NULL REFERENCES "email_campaigns"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"mail_id" bigint REFERENCES "mail_outbox"("id") ON DELETE set null,
	"token" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaign_recipients_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "email_campaign_recipients_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_user_id_idx" ON "email_campaign_recipients" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_mail_id_idx" ON "email_campaign_recipients" USING btree ("mail_id");
--> statement-breakpoint
CREATE TABLE "email_unsubscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"campaign_id" integer REFERENCES "email_campaigns"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);