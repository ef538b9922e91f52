ALTER TABLE "sites" ADD COLUMN "opening_hours" jsonb DEFAULT '[{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},{"opens":"08:00","closes":"19:00"},null,null]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coworking_spaces" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE TABLE "site_photos" (
	"site_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_photos_site_id_upload_id_pk" PRIMARY KEY("site_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "site_photos" ADD CONSTRAINT "site_photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_photos" ADD CONSTRAINT "site_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_photos_upload_id_idx" ON "site_photos" USING btree ("upload_id");--> statement-breakpoint
-- The lists' default sort (by name within the brand) and their site filters.
CREATE INDEX "sites_brand_name_idx" ON "sites" USING btree ("brand_id","name","id");--> statement-breakpoint
CREATE INDEX "coworking_spaces_brand_name_idx" ON "coworking_spaces" USING btree ("brand_id","name","id");
