CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_colour_check" CHECK ("colour" in ('grey', 'blue', 'green', 'yellow', 'orange', 'red', 'purple'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "labels_brand_name_idx" ON "labels" USING btree (coalesce("brand_id", 0), lower("name"));
--> statement-breakpoint
CREATE INDEX "labels_brand_created_idx" ON "labels" USING btree ("brand_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "ad_labels" (
	"ad_id" integer NOT NULL REFERENCES "ads"("id") ON DELETE cascade,
	"label_id" integer NOT NULL REFERENCES "labels"("id") ON DELETE cascade,
	CONSTRAINT "ad_labels_ad_id_label_id_pk" PRIMARY KEY("ad_id","label_id")
);
--> statement-breakpoint
CREATE INDEX "ad_labels_label_idx" ON "ad_labels" USING btree ("label_id");
--> statement-breakpoint
CREATE TABLE "seo_page_labels" (
	"page_id" integer NOT NULL REFERENCES "seo_pages"("id") ON DELETE cascade,
	"label_id" integer NOT NULL REFERENCES "labels"("id") ON DELETE cascade,
	CONSTRAINT "seo_page_labels_page_id_label_id_pk" PRIMARY KEY("page_id","label_id")
);
--> statement-breakpoint
CREATE INDEX "seo_page_labels_label_idx" ON "seo_page_labels" USING btree ("label_id");
