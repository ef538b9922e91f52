-- Members: company flags of a member (members-bookings-feed §2.3, §3), the CRM prospect, and the
-- indexes behind the user table's default sort, state filter and search.
ALTER TABLE "users" ADD COLUMN "access_company" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shopping_rights" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crm_prospect_id" text;
--> statement-breakpoint
CREATE INDEX "users_state_idx" ON "users" USING btree ("enabled",("last_login" is not null),"id" DESC NULLS LAST) WHERE "users"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id") WHERE "users"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");
--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_company_owner_idx" ON "users" USING btree ("company_id") WHERE "users"."company_owner" and "users"."deleted_at" is null;
