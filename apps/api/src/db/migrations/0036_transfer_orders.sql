CREATE TABLE "landlord_bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"updated_by" integer REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "other_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"beneficiary" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"label" text NOT NULL,
	"payment_date" date NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "other_payments_amount_check" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "other_payments_brand_idx" ON "other_payments" USING btree ("brand_id","id");
--> statement-breakpoint
ALTER TABLE "payment_order_items" DROP CONSTRAINT "payment_order_items_source_check";
--> statement-breakpoint
ALTER TABLE "payment_order_items" DROP COLUMN "statement_id";
--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD COLUMN "landlord_id" integer REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD COLUMN "other_payment_id" integer REFERENCES "other_payments"("id");
--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_source_check" CHECK (num_nonnulls("invoice_id", "landlord_id", "other_payment_id") = 1);
--> statement-breakpoint
CREATE INDEX "payment_order_items_other_payment_idx" ON "payment_order_items" USING btree ("other_payment_id");
--> statement-breakpoint
CREATE TABLE "payment_order_statements" (
	"item_id" integer NOT NULL REFERENCES "payment_order_items"("id"),
	"statement_id" integer NOT NULL REFERENCES "statements"("id"),
	CONSTRAINT "payment_order_statements_pk" PRIMARY KEY("statement_id","item_id")
);
--> statement-breakpoint
CREATE INDEX "payment_order_statements_item_idx" ON "payment_order_statements" USING btree ("item_id");
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "reversed_on" date;
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "reversal_reason" text;
