CREATE TABLE "ad_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"user_id" integer NOT NULL,
	"ad_group_id" integer,
	"title" text NOT NULL,
	"seo_h1" text,
	"seo" text,
	"description" text DEFAULT '' NOT NULL,
	"category" smallint NOT NULL,
	"site_id" integer,
	"address" text,
	"zipcode" text,
	"city" text,
	"country" text DEFAULT 'FR' NOT NULL,
	"rent_cents" integer NOT NULL,
	"daily_rent_cents" integer,
	"capacity" integer NOT NULL,
	"area_square" integer NOT NULL,
	"contract_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"state" smallint DEFAULT 3 NOT NULL,
	"booking_state" smallint DEFAULT 0 NOT NULL,
	"availability_start" date,
	"mandate" smallint DEFAULT 0 NOT NULL,
	"wrong_photo" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"boost_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ads_slug_unique" UNIQUE("slug"),
	CONSTRAINT "ads_category_check" CHECK ("ads"."category" in (1, 2, 3)),
	CONSTRAINT "ads_state_check" CHECK ("ads"."state" between 0 and 9),
	CONSTRAINT "ads_booking_state_check" CHECK ("ads"."booking_state" between 0 and 9),
	CONSTRAINT "ads_mandate_check" CHECK ("ads"."mandate" in (0, 1, 2)),
	CONSTRAINT "ads_amounts_check" CHECK ("ads"."rent_cents" >= 0 and "ads"."capacity" >= 0 and "ads"."area_square" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"full_number" text NOT NULL,
	"contract_id" integer,
	"user_id" integer NOT NULL,
	"landlord_id" integer,
	"issued_on" date NOT NULL,
	"due_on" date,
	"ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"ttc_cents" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE NULLS NOT DISTINCT("brand_id","year","number"),
	CONSTRAINT "invoices_state_check" CHECK ("invoices"."state" between 0 and 4),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" between 1 and 6),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."ttc_cents" = "invoices"."ht_cents" - "invoices"."discount_cents" + "invoices"."vat_cents")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"kind" text NOT NULL,
	"off_platform" boolean DEFAULT false NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"ad_id" integer,
	"coworking_space_id" integer,
	"landlord_id" integer,
	"tenant_id" integer NOT NULL,
	"tenant_company_id" integer,
	"commercial_id" integer,
	"contract_type" smallint DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"duration_months" integer DEFAULT 12 NOT NULL,
	"tacit_renewal" boolean DEFAULT true NOT NULL,
	"rent_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"vat_rate" integer DEFAULT 2000 NOT NULL,
	"subscription" smallint DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"access_count" integer DEFAULT 0 NOT NULL,
	"domiciliation" boolean DEFAULT false NOT NULL,
	"invoice_warning" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "contracts_state_check" CHECK ("contracts"."state" between 0 and 6),
	CONSTRAINT "contracts_type_check" CHECK ("contracts"."contract_type" in (1, 4)),
	CONSTRAINT "contracts_kind_check" CHECK (("contracts"."kind" = 'platform' and ("contracts"."ad_id" is not null or "contracts"."off_platform")) or ("contracts"."kind" = 'coworking' and "contracts"."coworking_space_id" is not null and not "contracts"."off_platform")),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."end_date" is null or "contracts"."end_date" >= "contracts"."start_date"),
	CONSTRAINT "contracts_amounts_check" CHECK ("contracts"."rent_cents" >= 0 and "contracts"."discount_cents" >= 0 and "contracts"."vat_rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"reference" text NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "member_integrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"welcomr_id" text,
	"welcomr_active" boolean DEFAULT false NOT NULL,
	"papercut" text,
	"slack_invite" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coworking_spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#F8A800' NOT NULL,
	"contract_capacity" integer NOT NULL,
	"reservation_capacity" integer NOT NULL,
	"opening_hour" text DEFAULT '08:00' NOT NULL,
	"closing_hour" text DEFAULT '19:00' NOT NULL,
	"daily_price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coworking_spaces_capacity_check" CHECK ("coworking_spaces"."contract_capacity" >= 0 and "coworking_spaces"."reservation_capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_groups" ADD CONSTRAINT "ad_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_ad_group_id_ad_groups_id_fk" FOREIGN KEY ("ad_group_id") REFERENCES "public"."ad_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_coworking_space_id_coworking_spaces_id_fk" FOREIGN KEY ("coworking_space_id") REFERENCES "public"."coworking_spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_company_id_companies_id_fk" FOREIGN KEY ("tenant_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_commercial_id_users_id_fk" FOREIGN KEY ("commercial_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_integrations" ADD CONSTRAINT "member_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coworking_spaces" ADD CONSTRAINT "coworking_spaces_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coworking_spaces" ADD CONSTRAINT "coworking_spaces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_groups_brand_id_idx" ON "ad_groups" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_groups_user_id_idx" ON "ad_groups" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ads_brand_id_idx" ON "ads" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_user_id_idx" ON "ads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ads_ad_group_id_idx" ON "ads" USING btree ("ad_group_id");--> statement-breakpoint
CREATE INDEX "invoices_brand_id_idx" ON "invoices" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_contract_id_idx" ON "invoices" USING btree ("contract_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_kind_brand_idx" ON "contracts" USING btree ("kind","brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contracts_ad_id_idx" ON "contracts" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "contracts_tenant_id_idx" ON "contracts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "contracts_landlord_id_idx" ON "contracts" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "contracts_tenant_company_id_idx" ON "contracts" USING btree ("tenant_company_id");--> statement-breakpoint
CREATE INDEX "contracts_commercial_id_idx" ON "contracts" USING btree ("commercial_id");--> statement-breakpoint
CREATE INDEX "contracts_coworking_space_id_idx" ON "contracts" USING btree ("coworking_space_id");--> statement-breakpoint
CREATE INDEX "sepa_mandates_contract_id_idx" ON "sepa_mandates" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "sepa_mandates_brand_id_idx" ON "sepa_mandates" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coworking_spaces_brand_id_idx" ON "coworking_spaces" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coworking_spaces_site_id_idx" ON "coworking_spaces" USING btree ("site_id");