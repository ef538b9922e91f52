-- Card payments: the product's link from an invoice to its provider's checkout session (one
-- payment recorded per session), and the built-in provider's own sessions.
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"provider" text NOT NULL,
	"session_id" text,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payment_id" integer REFERENCES "invoice_payments"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_state_check" CHECK ("state" in ('open', 'paid', 'failed')),
	CONSTRAINT "card_payments_amount_check" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_session_idx" ON "card_payments" USING btree ("provider","session_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_payment_idx" ON "card_payments" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX "card_payments_invoice_idx" ON "card_payments" USING btree ("invoice_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "builtin_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "builtin_checkout_sessions_state_check" CHECK ("state" in ('open', 'paid', 'failed')),
	CONSTRAINT "builtin_checkout_sessions_amount_check" CHECK ("amount_cents" > 0)
);
