CREATE TABLE "brand_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" integer NOT NULL,
	"brand_id" integer,
	"vat_rates" integer[],
	"terrace_max_guests" integer,
	"terrace_max_duration" integer,
	"quota_hours_per_day" integer,
	"quota_hours_per_month" integer,
	"booking_max_days_ahead" integer,
	"mail_sender_name" text,
	"mail_sender_address" text,
	"default_site_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "brand_settings_brand_key_unique" UNIQUE("brand_key")
);
--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_default_site_id_sites_id_fk" FOREIGN KEY ("default_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_settings" ADD CONSTRAINT "brand_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "legal_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_key" integer NOT NULL,
	"brand_id" integer,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "legal_pages" ADD CONSTRAINT "legal_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_pages_brand_key_kind_idx" ON "legal_pages" USING btree ("brand_key","kind");
--> statement-breakpoint
CREATE TABLE "legal_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_email" text
);
--> statement-breakpoint
ALTER TABLE "legal_page_versions" ADD CONSTRAINT "legal_page_versions_page_id_legal_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "legal_page_versions_page_id_idx" ON "legal_page_versions" USING btree ("page_id","id" DESC NULLS LAST);