ALTER TABLE "brands" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "brand_images" (
	"brand_id" integer NOT NULL,
	"slot" text NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "brand_images_brand_id_slot_pk" PRIMARY KEY("brand_id","slot")
);
--> statement-breakpoint
ALTER TABLE "brand_images" ADD CONSTRAINT "brand_images_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_images" ADD CONSTRAINT "brand_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "brand_images_upload_id_idx" ON "brand_images" USING btree ("upload_id");