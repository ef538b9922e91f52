ALTER TABLE "contracts" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "landlord_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_off_platform_landlord_check" CHECK ("contracts"."landlord_name" is null or "contracts"."off_platform");--> statement-breakpoint
CREATE INDEX "contracts_live_kind_id_idx" ON "contracts" USING btree ("kind","id" DESC NULLS LAST) WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_kind_brand_id_idx" ON "contracts" USING btree ("kind","brand_id","id" DESC NULLS LAST) WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_kind_city_id_idx" ON "contracts" USING btree ("kind","city","id" DESC NULLS LAST) WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_kind_state_id_idx" ON "contracts" USING btree ("kind","state","id" DESC NULLS LAST) WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_kind_start_idx" ON "contracts" USING btree ("kind","start_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contracts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contracts_live_off_platform_idx" ON "contracts" USING btree ("id" DESC NULLS LAST) WHERE "contracts"."deleted_at" is null and "contracts"."off_platform";--> statement-breakpoint
CREATE INDEX "contracts_live_end_date_idx" ON "contracts" USING btree ("end_date") WHERE "contracts"."deleted_at" is null and "contracts"."end_date" is not null;--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "contract_notifications" (
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_notifications_contract_id_user_id_pk" PRIMARY KEY("contract_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_documents_user_kind_unique" UNIQUE("user_id","kind"),
	CONSTRAINT "user_documents_kind_check" CHECK ("user_documents"."kind" in ('pieceIdentite', 'kbis'))
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"side" text NOT NULL,
	"upload_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_documents_side_check" CHECK ("contract_documents"."side" in ('landlord', 'tenant'))
);
--> statement-breakpoint
ALTER TABLE "contract_notifications" ADD CONSTRAINT "contract_notifications_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notifications" ADD CONSTRAINT "contract_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_notifications_user_id_idx" ON "contract_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_documents_contract_id_idx" ON "contract_documents" USING btree ("contract_id","id");
