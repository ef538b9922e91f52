CREATE TABLE "welcomr_logins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"login_type" smallint NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"pin_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papercut_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slack_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"site_id" integer NOT NULL,
	"key_type_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_tariffs_site_type_unique" UNIQUE("site_id","key_type_id"),
	CONSTRAINT "key_tariffs_price_check" CHECK ("key_tariffs"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "key_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tariff_id" integer NOT NULL,
	"brand_id" integer,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"assigned_on" date NOT NULL,
	"returned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_assignments_dates_check" CHECK ("key_assignments"."returned_on" is null or "key_assignments"."returned_on" >= "key_assignments"."assigned_on")
);
--> statement-breakpoint
ALTER TABLE "welcomr_logins" ADD CONSTRAINT "welcomr_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papercut_accounts" ADD CONSTRAINT "papercut_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_invites" ADD CONSTRAINT "slack_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_types" ADD CONSTRAINT "key_types_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_tariffs" ADD CONSTRAINT "key_tariffs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_tariffs" ADD CONSTRAINT "key_tariffs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_tariffs" ADD CONSTRAINT "key_tariffs_key_type_id_key_types_id_fk" FOREIGN KEY ("key_type_id") REFERENCES "public"."key_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_assignments" ADD CONSTRAINT "key_assignments_tariff_id_key_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."key_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_assignments" ADD CONSTRAINT "key_assignments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_assignments" ADD CONSTRAINT "key_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "welcomr_logins_user_id_idx" ON "welcomr_logins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "papercut_accounts_active_code_idx" ON "papercut_accounts" USING btree ("code") WHERE "papercut_accounts"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "papercut_accounts_active_user_idx" ON "papercut_accounts" USING btree ("user_id") WHERE "papercut_accounts"."active";--> statement-breakpoint
CREATE INDEX "slack_invites_user_id_idx" ON "slack_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "key_types_brand_id_idx" ON "key_types" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "key_tariffs_brand_id_idx" ON "key_tariffs" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "key_tariffs_key_type_id_idx" ON "key_tariffs" USING btree ("key_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "key_assignments_held_label_idx" ON "key_assignments" USING btree ("tariff_id",lower("label")) WHERE "key_assignments"."returned_on" is null;--> statement-breakpoint
CREATE INDEX "key_assignments_tariff_id_idx" ON "key_assignments" USING btree ("tariff_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "key_assignments_user_id_idx" ON "key_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_integrations_welcomr_id_idx" ON "member_integrations" USING btree ("welcomr_id");
