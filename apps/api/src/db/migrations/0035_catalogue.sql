CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_brand_name_idx" ON "product_categories" USING btree (coalesce("brand_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "product_categories_brand_position_idx" ON "product_categories" USING btree ("brand_id","position");
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"category_id" integer NOT NULL REFERENCES "product_categories"("id"),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture_upload_id" integer REFERENCES "uploads"("id") ON DELETE set null,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"unit" text NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"credits_cents" integer,
	"validity_months" integer,
	"commitment_months" integer,
	"monthly_credits_cents" integer,
	"service_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_kind_check" CHECK ("kind" in ('credit_pack', 'subscription_plan', 'service', 'product')),
	CONSTRAINT "products_unit_check" CHECK ("unit" in ('one_off', 'per_month', 'per_day', 'per_hour')),
	CONSTRAINT "products_service_type_check" CHECK ("service_type" in ('domiciliation', 'printing', 'keys', 'catering')),
	CONSTRAINT "products_price_check" CHECK ("unit_price_cents" >= 0),
	CONSTRAINT "products_vat_rate_check" CHECK ("vat_rate" between 0 and 10000),
	CONSTRAINT "products_stock_check" CHECK ("stock" >= 0),
	CONSTRAINT "products_credit_pack_check" CHECK (("kind" = 'credit_pack') = ("credits_cents" is not null and "validity_months" is not null)),
	CONSTRAINT "products_subscription_plan_check" CHECK (("kind" = 'subscription_plan') = ("commitment_months" is not null and "monthly_credits_cents" is not null)),
	CONSTRAINT "products_service_check" CHECK (("kind" = 'service') = ("service_type" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "products_category_name_idx" ON "products" USING btree ("category_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "products_picture_upload_id_idx" ON "products" USING btree ("picture_upload_id");
--> statement-breakpoint
CREATE TABLE "product_sites" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"site_id" integer NOT NULL REFERENCES "sites"("id"),
	CONSTRAINT "product_sites_product_id_site_id_pk" PRIMARY KEY("product_id","site_id")
);
--> statement-breakpoint
CREATE INDEX "product_sites_site_id_idx" ON "product_sites" USING btree ("site_id","product_id");
