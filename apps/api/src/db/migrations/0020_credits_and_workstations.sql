CREATE TABLE "credit_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"company_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_one_owner_check" CHECK (("credit_accounts"."company_id" is null) <> ("credit_accounts"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"brand_id" integer,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"refund_of" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('grant', 'debit', 'refund', 'adjustment')),
	CONSTRAINT "credit_entries_balance_check" CHECK ("credit_entries"."balance_after_cents" >= 0),
	CONSTRAINT "credit_entries_sign_check" CHECK (("credit_entries"."kind" = 'debit' and "credit_entries"."amount_cents" <= 0) or ("credit_entries"."kind" in ('grant', 'refund') and "credit_entries"."amount_cents" >= 0) or "credit_entries"."kind" = 'adjustment')
);
--> statement-breakpoint
CREATE TABLE "workstation_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"guests" text[] DEFAULT '{}'::text[] NOT NULL,
	"seats" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"debit_entry_id" integer,
	"forced" boolean DEFAULT false NOT NULL,
	"has_welcomr" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "workstation_reservations_span_check" CHECK ("workstation_reservations"."ends_at" > "workstation_reservations"."starts_at"),
	CONSTRAINT "workstation_reservations_seats_check" CHECK ("workstation_reservations"."seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "workstation_day_counters" (
	"space_id" integer NOT NULL,
	"day" date NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workstation_day_counters_space_id_day_pk" PRIMARY KEY("space_id","day"),
	CONSTRAINT "workstation_day_counters_seats_check" CHECK ("workstation_day_counters"."seats_taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_refund_of_credit_entries_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_reservations" ADD CONSTRAINT "workstation_reservations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_reservations" ADD CONSTRAINT "workstation_reservations_space_id_coworking_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."coworking_spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_reservations" ADD CONSTRAINT "workstation_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_reservations" ADD CONSTRAINT "workstation_reservations_debit_entry_id_credit_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_reservations" ADD CONSTRAINT "workstation_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_reservations" ADD CONSTRAINT "workstation_reservations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstation_day_counters" ADD CONSTRAINT "workstation_day_counters_space_id_coworking_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."coworking_spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_company_id_idx" ON "credit_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_user_id_idx" ON "credit_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_entries_account_id_idx" ON "credit_entries" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_refund_of_idx" ON "credit_entries" USING btree ("refund_of");--> statement-breakpoint
CREATE INDEX "workstation_reservations_brand_day_idx" ON "workstation_reservations" USING btree ("brand_id","day","space_id");--> statement-breakpoint
CREATE INDEX "workstation_reservations_space_day_idx" ON "workstation_reservations" USING btree ("space_id","day");--> statement-breakpoint
CREATE INDEX "workstation_reservations_user_idx" ON "workstation_reservations" USING btree ("user_id","day");
