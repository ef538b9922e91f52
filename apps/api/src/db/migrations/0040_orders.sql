CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"company_id" integer REFERENCES "companies"("id"),
	"state" smallint NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"credits_granted" boolean DEFAULT false NOT NULL,
	"invoice_id" integer REFERENCES "invoices"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_state_check" CHECK ("state" between 1 and 8),
	CONSTRAINT "orders_totals_check" CHECK ("total_ht_cents" >= 0 and "vat_cents" >= 0 and "total_ttc_cents" = "total_ht_cents" + "vat_cents")
);
--> statement-breakpoint
CREATE INDEX "orders_brand_id_idx" ON "orders" USING btree ("brand_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_company_id_idx" ON "orders" USING btree ("company_id","id" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_id_idx" ON "orders" USING btree ("invoice_id");
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"product_id" integer REFERENCES "products"("id") ON DELETE set null,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"credits_cents" integer,
	"total_ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id","id");
--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");
--> statement-breakpoint
CREATE TABLE "order_state_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"from_state" smallint,
	"state" smallint NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_state_events_order_id_idx" ON "order_state_events" USING btree ("order_id","id");
