CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"kind" text NOT NULL,
	"parent_id" integer REFERENCES "seo_pages"("id"),
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"canonical" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"city" text,
	"short_name" text,
	"space_type" integer,
	"renter_type" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_kind_check" CHECK ("seo_pages"."kind" in ('static', 'canonical')),
	CONSTRAINT "seo_pages_not_own_parent_check" CHECK ("seo_pages"."parent_id" is distinct from "seo_pages"."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_brand_parent_slug_idx" ON "seo_pages" USING btree (coalesce("brand_id", 0),coalesce("parent_id", 0),"slug");
--> statement-breakpoint
CREATE INDEX "seo_pages_brand_kind_idx" ON "seo_pages" USING btree ("brand_id","kind","id" DESC);
--> statement-breakpoint
CREATE INDEX "seo_pages_parent_idx" ON "seo_pages" USING btree ("parent_id");
--> statement-breakpoint
CREATE TABLE "seo_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL REFERENCES "seo_pages"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_blocks_kind_check" CHECK ("seo_blocks"."kind" in ('header', 'richText', 'search', 'adList', 'thumbnails', 'carousel', 'tabs', 'callToAction', 'callback', 'contactForm', 'script'))
);
--> statement-breakpoint
CREATE INDEX "seo_blocks_page_idx" ON "seo_blocks" USING btree ("page_id","position");
--> statement-breakpoint
CREATE TABLE "seo_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"upload_id" integer NOT NULL REFERENCES "uploads"("id"),
	"webp_upload_id" integer NOT NULL REFERENCES "uploads"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "seo_images_brand_idx" ON "seo_images" USING btree ("brand_id");