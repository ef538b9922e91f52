-- Invoicing: the legal content of an invoice (parties, service period, lines), its payments, state
-- history and mails, the gapless per-brand-and-year counters, the hash chain, closed periods and
-- the seller's identity per brand (brand key 0: the main platform).
ALTER TABLE "invoices" ADD COLUMN "company_id" integer REFERENCES "companies"("id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_from" date;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_to" date;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" integer REFERENCES "invoices"("id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer" jsonb;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_penalty_rate" integer DEFAULT 1065 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Invoices written before this migration get their unguessable token here: 2 × 122 random bits.
ALTER TABLE "invoices" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "token" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "hash" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "previous_hash" text;
--> statement-breakpoint
UPDATE "invoices" SET "paid_cents" = "ttc_cents" WHERE "state" = 2;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_check" CHECK ("paid_cents" >= 0 and "credited_cents" >= 0);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_token_idx" ON "invoices" USING btree ("token");
--> statement-breakpoint
CREATE INDEX "invoices_brand_state_idx" ON "invoices" USING btree ("brand_id","state","id" DESC);
--> statement-breakpoint
CREATE INDEX "invoices_brand_type_idx" ON "invoices" USING btree ("brand_id","type","id" DESC);
--> statement-breakpoint
CREATE INDEX "invoices_brand_issued_idx" ON "invoices" USING btree ("brand_id","issued_on","id" DESC);
--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("brand_id","due_on","id" DESC) WHERE "state" in (0, 1);
--> statement-breakpoint
CREATE INDEX "invoices_company_id_idx" ON "invoices" USING btree ("company_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id") WHERE "credited_invoice_id" is not null;
--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("full_number" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"position" smallint NOT NULL,
	"designation" text NOT NULL,
	"quantity" numeric(12, 4) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_category" text NOT NULL,
	"ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"ttc_cents" integer NOT NULL,
	"period_from" date,
	"period_to" date,
	"credited_line_id" integer REFERENCES "invoice_lines"("id"),
	"credited_quantity" numeric(12, 4) DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_lines_position_unique" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_lines_amounts_check" CHECK ("ttc_cents" = "ht_cents" + "vat_cents"),
	CONSTRAINT "invoice_lines_vat_category_check" CHECK ("vat_category" in ('S', 'Z', 'E', 'AE', 'K', 'O'))
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"recorded_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("method" in ('transfer', 'direct_debit', 'card', 'cheque', 'cash'))
);
--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","id");
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"event" text NOT NULL,
	"state" smallint NOT NULL,
	"note" text,
	"actor_id" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id");
--> statement-breakpoint
CREATE TABLE "invoice_mails" (
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"mail_id" bigint NOT NULL REFERENCES "mail_outbox"("id"),
	CONSTRAINT "invoice_mails_invoice_id_mail_id_pk" PRIMARY KEY("invoice_id","mail_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"brand_key" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_brand_key_year_pk" PRIMARY KEY("brand_key","year")
);
--> statement-breakpoint
-- Counters start where the invoices already written left off.
INSERT INTO "invoice_counters" ("brand_key", "year", "last_number")
SELECT coalesce("brand_id", 0), "year", max("number") FROM "invoices" GROUP BY 1, 2;
--> statement-breakpoint
CREATE TABLE "invoice_chains" (
	"brand_key" integer PRIMARY KEY NOT NULL,
	"last_hash" text,
	"last_invoice_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_periods" (
	"brand_key" integer NOT NULL,
	"period" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer REFERENCES "users"("id"),
	CONSTRAINT "invoice_periods_brand_key_period_pk" PRIMARY KEY("brand_key","period"),
	CONSTRAINT "invoice_periods_period_check" CHECK ("period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "invoice_sellers" (
	"brand_key" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address_line" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"siren" text NOT NULL,
	"siret" text NOT NULL,
	"rcs" text NOT NULL,
	"legal_form" text NOT NULL,
	"share_capital_cents" bigint NOT NULL,
	"vat_number" text,
	"iban" text,
	"bic" text,
	"late_penalty_rate" integer NOT NULL,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "users"("id")
);
--> statement-breakpoint
-- An issued invoice never changes: its legal columns are refused here whatever the caller, and it
-- is never deleted. Only the state, the payment date and what was paid or credited move.
CREATE FUNCTION "invoices_refuse_legal_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'invoice % is issued: it cannot be deleted', OLD.id USING ERRCODE = 'P0001';
	END IF;
	IF (NEW.id, NEW.brand_id, NEW.year, NEW.number, NEW.full_number, NEW.contract_id, NEW.user_id, NEW.landlord_id,
		NEW.company_id, NEW.issued_on, NEW.due_on, NEW.service_from, NEW.service_to, NEW.ht_cents, NEW.vat_cents,
		NEW.discount_cents, NEW.ttc_cents, NEW.type, NEW.credited_invoice_id, NEW.seller, NEW.buyer, NEW.notes,
		NEW.late_penalty_rate, NEW.token, NEW.hash, NEW.previous_hash, NEW.created_at)
		IS DISTINCT FROM
		(OLD.id, OLD.brand_id, OLD.year, OLD.number, OLD.full_number, OLD.contract_id, OLD.user_id, OLD.landlord_id,
		OLD.company_id, OLD.issued_on, OLD.due_on, OLD.service_from, OLD.service_to, OLD.ht_cents, OLD.vat_cents,
		OLD.discount_cents, OLD.ttc_cents, OLD.type, OLD.credited_invoice_id, OLD.seller, OLD.buyer, OLD.notes,
		OLD.late_penalty_rate, OLD.token, OLD.hash, OLD.previous_hash, OLD.created_at) THEN
		RAISE EXCEPTION 'invoice % is issued: its legal content cannot change', OLD.id USING ERRCODE = 'P0001';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_issued_immutable" BEFORE UPDATE OR DELETE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_legal_change"();
--> statement-breakpoint
-- A line only records how much of it credit notes took back.
CREATE FUNCTION "invoice_lines_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'invoice line % is issued: it cannot be deleted', OLD.id USING ERRCODE = 'P0001';
	END IF;
	IF (NEW.id, NEW.invoice_id, NEW.position, NEW.designation, NEW.quantity, NEW.unit_price_cents, NEW.vat_rate,
		NEW.vat_category, NEW.ht_cents, NEW.vat_cents, NEW.ttc_cents, NEW.period_from, NEW.period_to, NEW.credited_line_id)
		IS DISTINCT FROM
		(OLD.id, OLD.invoice_id, OLD.position, OLD.designation, OLD.quantity, OLD.unit_price_cents, OLD.vat_rate,
		OLD.vat_category, OLD.ht_cents, OLD.vat_cents, OLD.ttc_cents, OLD.period_from, OLD.period_to, OLD.credited_line_id) THEN
		RAISE EXCEPTION 'invoice line % is issued: it cannot change', OLD.id USING ERRCODE = 'P0001';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_lines_issued_immutable" BEFORE UPDATE OR DELETE ON "invoice_lines"
	FOR EACH ROW EXECUTE FUNCTION "invoice_lines_refuse_change"();
