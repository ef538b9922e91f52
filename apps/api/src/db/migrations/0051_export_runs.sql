CREATE TABLE "export_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"user_id" integer NOT NULL,
	"dataset" text NOT NULL,
	"format" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "export_runs_dataset_check" CHECK ("export_runs"."dataset" in ('members', 'companies', 'contracts', 'invoices', 'meetingRoomBookings', 'workstationBookings', 'terraceBookings', 'ads', 'cafe')),
	CONSTRAINT "export_runs_format_check" CHECK ("export_runs"."format" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "export_runs" ADD CONSTRAINT "export_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "export_runs_brand_id_idx" ON "export_runs" USING btree ("brand_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "export_runs_user_id_idx" ON "export_runs" USING btree ("user_id");