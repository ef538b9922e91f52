CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"title" text NOT NULL,
	"audience" text NOT NULL,
	"site_id" integer REFERENCES "sites"("id"),
	"company_id" integer REFERENCES "companies"("id"),
	"user_id" integer REFERENCES "users"("id"),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_audience_check" CHECK ("audience" in ('all', 'site', 'company', 'member')),
	CONSTRAINT "documents_target_check" CHECK (("site_id" is not null) = ("audience" = 'site') and ("company_id" is not null) = ("audience" = 'company') and ("user_id" is not null) = ("audience" = 'member'))
);
--> statement-breakpoint
CREATE INDEX "documents_brand_updated_idx" ON "documents" USING btree ("brand_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "documents_site_id_idx" ON "documents" USING btree ("site_id");
--> statement-breakpoint
CREATE INDEX "documents_company_id_idx" ON "documents" USING btree ("company_id");
--> statement-breakpoint
CREATE INDEX "documents_user_id_idx" ON "documents" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL REFERENCES "documents"("id") ON DELETE cascade,
	"number" integer NOT NULL,
	"upload_id" integer NOT NULL REFERENCES "uploads"("id"),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_number_key" UNIQUE("document_id","number")
);
--> statement-breakpoint
CREATE INDEX "document_versions_upload_id_idx" ON "document_versions" USING btree ("upload_id");