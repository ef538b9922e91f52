ALTER TABLE "quote_lines" ADD COLUMN "product_id" integer REFERENCES "products"("id");
--> statement-breakpoint
ALTER TABLE "quote_lines" DROP CONSTRAINT "quote_lines_kind_check";
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_kind_check" CHECK ("quote_lines"."kind" in ('free', 'meetingRoom', 'workstation', 'product'));
--> statement-breakpoint
ALTER TABLE "quote_lines" DROP CONSTRAINT "quote_lines_slot_check";
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_slot_check" CHECK (("quote_lines"."kind" in ('meetingRoom', 'workstation')) = ("quote_lines"."slot_day" is not null) and ("quote_lines"."kind" = 'meetingRoom') = ("quote_lines"."room_id" is not null) and ("quote_lines"."kind" = 'workstation') = ("quote_lines"."space_id" is not null) and ("quote_lines"."kind" = 'product') = ("quote_lines"."product_id" is not null));
--> statement-breakpoint
CREATE INDEX "quote_lines_product_id_idx" ON "quote_lines" USING btree ("product_id");
