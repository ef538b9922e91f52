-- A pack's credits last the months its product says: the order line keeps the validity sold, the
-- grant its end, and an expiry entry takes back what is left of it once, when it ends.
ALTER TABLE "order_lines" ADD COLUMN "validity_months" integer;
--> statement-breakpoint
UPDATE "order_lines" SET "validity_months" = "products"."validity_months" FROM "products"
  WHERE "products"."id" = "order_lines"."product_id" AND "order_lines"."kind" = 'credit_pack';
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "expiry_of" integer REFERENCES "credit_entries"("id");
--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_kind_check" CHECK ("kind" in ('grant', 'debit', 'refund', 'adjustment', 'expiry'));
--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_sign_check";
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_sign_check" CHECK (("kind" in ('debit', 'expiry') and "amount_cents" <= 0) or ("kind" in ('grant', 'refund') and "amount_cents" >= 0) or "kind" = 'adjustment');
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_expiry_check" CHECK (("kind" = 'expiry') = ("expiry_of" is not null) and ("expires_at" is null or "kind" = 'grant'));
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_expiry_of_idx" ON "credit_entries" USING btree ("expiry_of");
--> statement-breakpoint
-- The grants still to expire, for the pass that finds them.
CREATE INDEX "credit_entries_expires_at_idx" ON "credit_entries" USING btree ("expires_at") WHERE "expires_at" is not null;
