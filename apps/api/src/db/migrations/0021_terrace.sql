CREATE TABLE "terraces" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"site_id" integer NOT NULL,
	"max_guests" integer DEFAULT 2 NOT NULL,
	"max_duration" integer DEFAULT 30 NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terraces_settings_check" CHECK ("terraces"."max_guests" >= 0 and "terraces"."max_duration" >= 15 and "terraces"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "terrace_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"terrace_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"capacity" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terrace_restrictions_span_check" CHECK ("terrace_restrictions"."ends_at" > "terrace_restrictions"."starts_at"),
	CONSTRAINT "terrace_restrictions_capacity_check" CHECK ("terrace_restrictions"."capacity" is null or "terrace_restrictions"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terrace_days" (
	"terrace_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "terrace_days_terrace_id_day_pk" PRIMARY KEY("terrace_id","day")
);
--> statement-breakpoint
CREATE TABLE "terrace_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"terrace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"guests" text[] DEFAULT '{}'::text[] NOT NULL,
	"people" integer NOT NULL,
	"has_welcomr" boolean DEFAULT false NOT NULL,
	"whole_day_billed" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "terrace_reservations_span_check" CHECK ("terrace_reservations"."ends_at" > "terrace_reservations"."starts_at"),
	CONSTRAINT "terrace_reservations_people_check" CHECK ("terrace_reservations"."people" > 0)
);
--> statement-breakpoint
ALTER TABLE "terraces" ADD CONSTRAINT "terraces_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terraces" ADD CONSTRAINT "terraces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_restrictions" ADD CONSTRAINT "terrace_restrictions_terrace_id_terraces_id_fk" FOREIGN KEY ("terrace_id") REFERENCES "public"."terraces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_restrictions" ADD CONSTRAINT "terrace_restrictions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_days" ADD CONSTRAINT "terrace_days_terrace_id_terraces_id_fk" FOREIGN KEY ("terrace_id") REFERENCES "public"."terraces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD CONSTRAINT "terrace_reservations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD CONSTRAINT "terrace_reservations_terrace_id_terraces_id_fk" FOREIGN KEY ("terrace_id") REFERENCES "public"."terraces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD CONSTRAINT "terrace_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD CONSTRAINT "terrace_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD CONSTRAINT "terrace_reservations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terraces_site_id_key" ON "terraces" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "terraces_brand_id_idx" ON "terraces" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "terrace_restrictions_terrace_idx" ON "terrace_restrictions" USING btree ("terrace_id","ends_at");--> statement-breakpoint
CREATE INDEX "terrace_reservations_terrace_starts_idx" ON "terrace_reservations" USING btree ("terrace_id","starts_at");--> statement-breakpoint
CREATE INDEX "terrace_reservations_user_idx" ON "terrace_reservations" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "terrace_reservations_brand_starts_idx" ON "terrace_reservations" USING btree ("brand_id","starts_at");
