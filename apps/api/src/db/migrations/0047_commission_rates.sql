CREATE TABLE "landlord_commission_rates" (
	"landlord_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landlord_commission_rates_check" CHECK ("landlord_commission_rates"."rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "commission_rate_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"landlord_id" integer,
	"rate_before" integer,
	"rate_after" integer,
	"user_id" integer,
	"user_email" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landlord_commission_rates" ADD CONSTRAINT "landlord_commission_rates_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlord_commission_rates" ADD CONSTRAINT "landlord_commission_rates_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rate_changes" ADD CONSTRAINT "commission_rate_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rate_changes" ADD CONSTRAINT "commission_rate_changes_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rate_changes" ADD CONSTRAINT "commission_rate_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landlord_commission_rates_brand_idx" ON "landlord_commission_rates" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "commission_rate_changes_brand_idx" ON "commission_rate_changes" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "journal_operations" DROP CONSTRAINT "journal_operations_source_check";--> statement-breakpoint
ALTER TABLE "journal_operations" ADD CONSTRAINT "journal_operations_source_check" CHECK ("journal_operations"."source_kind" in ('invoice', 'credit_note', 'payment', 'rejected_debit', 'payout', 'statement', 'reversal', 'manual'));