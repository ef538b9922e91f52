CREATE TABLE "panels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"orientation" text DEFAULT 'landscape' NOT NULL,
	"blocks" text[] NOT NULL,
	"announcement" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "panels_orientation_check" CHECK ("panels"."orientation" in ('landscape', 'portrait')),
	CONSTRAINT "panels_blocks_check" CHECK ("panels"."blocks" <@ array['clock', 'rooms', 'feed', 'announcements']::text[])
);
--> statement-breakpoint
CREATE TABLE "panel_default_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_default_contents" ADD CONSTRAINT "panel_default_contents_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "panels_secret_idx" ON "panels" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "panels_brand_id_idx" ON "panels" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "panels_site_id_idx" ON "panels" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "panel_default_contents_brand_idx" ON "panel_default_contents" USING btree (coalesce("brand_id", 0));
