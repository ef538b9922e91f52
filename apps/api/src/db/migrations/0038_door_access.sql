CREATE TABLE "welcomr_access_windows" (
	"id" text PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL REFERENCES "welcomr_logins"("id") ON DELETE cascade,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "welcomr_access_windows_login_id_idx" ON "welcomr_access_windows" USING btree ("login_id");
--> statement-breakpoint
CREATE TABLE "door_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"booking_kind" text NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"welcomr_id" text NOT NULL,
	"window_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "door_access_grants_kind_check" CHECK ("booking_kind" in ('workstation', 'terrace'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "door_access_grants_live_idx" ON "door_access_grants" USING btree ("booking_kind","booking_id") WHERE "revoked_at" is null;
--> statement-breakpoint
CREATE INDEX "door_access_grants_user_id_idx" ON "door_access_grants" USING btree ("user_id");
