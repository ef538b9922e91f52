CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"plan_id" integer NOT NULL REFERENCES "products"("id"),
	"plan_name" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"company_id" integer REFERENCES "companies"("id"),
	"site_id" integer REFERENCES "sites"("id"),
	"monthly_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"commitment_months" integer NOT NULL,
	"monthly_credits_cents" integer NOT NULL,
	"start_on" date NOT NULL,
	"commitment_end_on" date NOT NULL,
	"end_on" date,
	"notice_given_on" date,
	"state" smallint NOT NULL,
	"billed_through" text,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_state_check" CHECK ("state" between 1 and 5),
	CONSTRAINT "subscriptions_terms_check" CHECK ("monthly_price_cents" >= 0 and "monthly_credits_cents" >= 0 and "commitment_months" >= 0 and "vat_rate" between 0 and 10000),
	CONSTRAINT "subscriptions_dates_check" CHECK ("end_on" is null or "end_on" >= "start_on"),
	CONSTRAINT "subscriptions_billed_through_check" CHECK ("billed_through" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE INDEX "subscriptions_brand_id_idx" ON "subscriptions" USING btree ("brand_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "subscriptions_state_idx" ON "subscriptions" USING btree ("state","id" DESC);
--> statement-breakpoint
CREATE INDEX "subscriptions_plan_id_idx" ON "subscriptions" USING btree ("plan_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "subscriptions_site_id_idx" ON "subscriptions" USING btree ("site_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "subscriptions_company_id_idx" ON "subscriptions" USING btree ("company_id");
--> statement-breakpoint
CREATE INDEX "subscriptions_start_on_idx" ON "subscriptions" USING btree ("start_on");
--> statement-breakpoint
CREATE INDEX "subscriptions_end_on_idx" ON "subscriptions" USING btree ("end_on");
--> statement-breakpoint
CREATE TABLE "subscription_billings" (
	"subscription_id" integer NOT NULL REFERENCES "subscriptions"("id"),
	"month" text NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"run_id" integer REFERENCES "billing_runs"("id"),
	"credits_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_billings_subscription_id_month_pk" PRIMARY KEY("subscription_id","month")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_billings_invoice_idx" ON "subscription_billings" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "subscription_billings_run_idx" ON "subscription_billings" USING btree ("run_id");
--> statement-breakpoint
CREATE INDEX "sepa_mandates_user_id_idx" ON "sepa_mandates" USING btree ("user_id");