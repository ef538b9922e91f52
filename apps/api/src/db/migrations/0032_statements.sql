CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"landlord_id" integer NOT NULL REFERENCES "users"("id"),
	"period" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"full_number" text NOT NULL,
	"created_on" date NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"commission_rate" integer NOT NULL,
	"commission_vat_rate" integer NOT NULL,
	"collected_cents" integer NOT NULL,
	"commission_ht_cents" integer NOT NULL,
	"commission_vat_cents" integer NOT NULL,
	"adjustment_cents" integer DEFAULT 0 NOT NULL,
	"adjustment_label" text DEFAULT '' NOT NULL,
	"paid_back_cents" integer NOT NULL,
	"to_collect_cents" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"sent_mail_id" bigint REFERENCES "mail_outbox"("id"),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_landlord_period_unique" UNIQUE NULLS NOT DISTINCT("brand_id","landlord_id","period"),
	CONSTRAINT "statements_number_unique" UNIQUE NULLS NOT DISTINCT("brand_id","year","number"),
	CONSTRAINT "statements_state_check" CHECK ("state" between 1 and 3),
	CONSTRAINT "statements_period_check" CHECK ("period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "statements_amounts_check" CHECK ("paid_back_cents" = "collected_cents" - "commission_ht_cents" - "commission_vat_cents" + "adjustment_cents")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "statements_token_idx" ON "statements" USING btree ("token");
--> statement-breakpoint
CREATE INDEX "statements_landlord_idx" ON "statements" USING btree ("landlord_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "statements_brand_idx" ON "statements" USING btree ("brand_id","id" DESC);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL REFERENCES "statements"("id") ON DELETE cascade,
	"position" smallint NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"collected_cents" integer NOT NULL,
	"base_ht_cents" integer NOT NULL,
	"commission_ht_cents" integer NOT NULL,
	"commission_vat_cents" integer NOT NULL,
	CONSTRAINT "statement_lines_position_unique" UNIQUE("statement_id","position")
);
--> statement-breakpoint
CREATE TABLE "statement_counters" (
	"brand_key" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "statement_counters_brand_key_year_pk" PRIMARY KEY("brand_key","year")
);
--> statement-breakpoint
CREATE TABLE "statement_commission_rates" (
	"brand_key" integer PRIMARY KEY NOT NULL,
	"rate" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_commission_rates_check" CHECK ("rate" between 0 and 10000 and "vat_rate" between 0 and 10000)
);
