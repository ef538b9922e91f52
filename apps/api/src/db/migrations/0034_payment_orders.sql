CREATE TABLE "sepa_creditor_ids" (
	"brand_key" integer PRIMARY KEY NOT NULL,
	"scheme_id" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "sepa_creditor_ids" ("brand_key", "scheme_id")
SELECT 0, 'FR12ZZZ123456'
UNION ALL
SELECT "id", 'FR' || lpad(("id" % 100)::text, 2, '0') || 'ZZZ' || lpad("id"::text, 6, '0') FROM "brands";
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"collection_date" date NOT NULL,
	"total_cents" integer NOT NULL,
	"item_count" integer NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_kind_check" CHECK ("kind" in ('prelevement', 'virement', 'paiement')),
	CONSTRAINT "payment_orders_state_check" CHECK ("state" between 0 and 3)
);
--> statement-breakpoint
CREATE INDEX "payment_orders_kind_idx" ON "payment_orders" USING btree ("kind","id");
--> statement-breakpoint
CREATE TABLE "payment_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "payment_orders"("id"),
	"invoice_id" integer REFERENCES "invoices"("id"),
	"statement_id" integer REFERENCES "statements"("id"),
	"amount_cents" integer NOT NULL,
	"mandate_id" integer REFERENCES "sepa_mandates"("id"),
	"sequence_type" text,
	"end_to_end_id" text NOT NULL,
	"debtor_name" text NOT NULL,
	"debtor_iban" text NOT NULL,
	"debtor_bic" text,
	"mandate_reference" text,
	"mandate_signed_on" date,
	"remittance" text NOT NULL,
	"payment_id" integer,
	"rejected_at" date,
	"rejection_reason" text,
	CONSTRAINT "payment_order_items_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "payment_order_items_sequence_check" CHECK ("sequence_type" in ('FRST', 'RCUR')),
	CONSTRAINT "payment_order_items_source_check" CHECK (("invoice_id" IS NULL) <> ("statement_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "payment_order_items_order_idx" ON "payment_order_items" USING btree ("order_id","id");
--> statement-breakpoint
CREATE INDEX "payment_order_items_invoice_idx" ON "payment_order_items" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "payment_order_items_mandate_idx" ON "payment_order_items" USING btree ("mandate_id");
