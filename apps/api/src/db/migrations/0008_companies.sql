-- Companies: soft deletion (members detached, contracts and invoices keep naming the company) and the
-- indexes behind the companies table's sorts, category filter and search.
ALTER TABLE "companies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "companies_category_id_idx" ON "companies" USING btree ("category_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_city_idx" ON "companies" USING btree (coalesce("city", ''),"id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_city_trgm_idx" ON "companies" USING gin ("city" gin_trgm_ops);
