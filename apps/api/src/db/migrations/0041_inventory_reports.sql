CREATE TABLE "inventory_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"contract_id" integer NOT NULL REFERENCES "contracts"("id"),
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"entry_report_id" integer REFERENCES "inventory_reports"("id"),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "inventory_reports_contract_kind_key" UNIQUE("contract_id","kind"),
	CONSTRAINT "inventory_reports_kind_check" CHECK ("kind" in ('entry', 'exit')),
	CONSTRAINT "inventory_reports_state_check" CHECK ("state" in ('draft', 'signed')),
	CONSTRAINT "inventory_reports_entry_check" CHECK (("kind" = 'exit') = ("entry_report_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "inventory_reports_brand_id_idx" ON "inventory_reports" USING btree ("brand_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "inventory_reports_entry_report_id_idx" ON "inventory_reports" USING btree ("entry_report_id");
--> statement-breakpoint
CREATE TABLE "inventory_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL REFERENCES "inventory_reports"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inventory_rooms_report_id_idx" ON "inventory_rooms" USING btree ("report_id","position");
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL REFERENCES "inventory_rooms"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"condition" text,
	"number" integer,
	"multiple" boolean DEFAULT false NOT NULL,
	"commentary" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"entry_item_id" integer REFERENCES "inventory_items"("id"),
	CONSTRAINT "inventory_items_condition_check" CHECK ("condition" is null or "condition" in ('new', 'good', 'fair', 'poor', 'na')),
	CONSTRAINT "inventory_items_number_check" CHECK ("number" is null or "number" between 0 and 9999)
);
--> statement-breakpoint
CREATE INDEX "inventory_items_room_id_idx" ON "inventory_items" USING btree ("room_id","position");
--> statement-breakpoint
CREATE INDEX "inventory_items_entry_item_id_idx" ON "inventory_items" USING btree ("entry_item_id");
--> statement-breakpoint
CREATE TABLE "inventory_item_photos" (
	"item_id" integer NOT NULL REFERENCES "inventory_items"("id") ON DELETE cascade,
	"upload_id" integer NOT NULL REFERENCES "uploads"("id") ON DELETE cascade,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_item_photos_item_id_upload_id_pk" PRIMARY KEY("item_id","upload_id")
);
--> statement-breakpoint
CREATE INDEX "inventory_item_photos_upload_id_idx" ON "inventory_item_photos" USING btree ("upload_id");
--> statement-breakpoint
CREATE TABLE "inventory_signatures" (
	"report_id" integer NOT NULL REFERENCES "inventory_reports"("id") ON DELETE cascade,
	"party" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"name" text NOT NULL,
	"drawing" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_signatures_report_id_party_pk" PRIMARY KEY("report_id","party"),
	CONSTRAINT "inventory_signatures_party_check" CHECK ("party" in ('staff', 'tenant'))
);
