CREATE TABLE "meeting_room_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"selected_time" smallint NOT NULL,
	"subject" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"quota_free" boolean DEFAULT false NOT NULL,
	"guests" text[] DEFAULT '{}'::text[] NOT NULL,
	"set_up_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "meeting_room_reservations_span_check" CHECK ("meeting_room_reservations"."ends_at" > "meeting_room_reservations"."starts_at"),
	CONSTRAINT "meeting_room_reservations_slot_check" CHECK ("meeting_room_reservations"."selected_time" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "meeting_room_set_up_links" (
	"room_id" integer NOT NULL,
	"set_up_id" integer NOT NULL,
	CONSTRAINT "meeting_room_set_up_links_room_id_set_up_id_pk" PRIMARY KEY("room_id","set_up_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_room_set_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"capacity" integer NOT NULL,
	"price_hour_cents" integer NOT NULL,
	"price_half_day_cents" integer,
	"price_evening_cents" integer,
	"price_day_cents" integer,
	"room_type" smallint NOT NULL,
	"quota_hours_per_day" integer,
	"quota_hours_per_month" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_rooms_type_check" CHECK ("meeting_rooms"."room_type" in (1, 2)),
	CONSTRAINT "meeting_rooms_capacity_check" CHECK ("meeting_rooms"."capacity" > 0),
	CONSTRAINT "meeting_rooms_prices_check" CHECK ("meeting_rooms"."price_hour_cents" >= 0 and coalesce("meeting_rooms"."price_half_day_cents", 0) >= 0 and coalesce("meeting_rooms"."price_evening_cents", 0) >= 0 and coalesce("meeting_rooms"."price_day_cents", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_set_up_id_meeting_room_set_ups_id_fk" FOREIGN KEY ("set_up_id") REFERENCES "public"."meeting_room_set_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_set_up_links" ADD CONSTRAINT "meeting_room_set_up_links_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_set_up_links" ADD CONSTRAINT "meeting_room_set_up_links_set_up_id_meeting_room_set_ups_id_fk" FOREIGN KEY ("set_up_id") REFERENCES "public"."meeting_room_set_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_set_ups" ADD CONSTRAINT "meeting_room_set_ups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_room_reservations_user_idx" ON "meeting_room_reservations" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_room_reservations_brand_starts_idx" ON "meeting_room_reservations" USING btree ("brand_id","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_room_set_ups_brand_id_idx" ON "meeting_room_set_ups" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "meeting_rooms_brand_id_idx" ON "meeting_rooms" USING btree ("brand_id","name","id");--> statement-breakpoint
CREATE INDEX "meeting_rooms_site_id_idx" ON "meeting_rooms" USING btree ("site_id");--> statement-breakpoint
-- Never a double booking: two live bookings of one room cannot overlap, whatever the handlers do
-- (btree_gist, loaded by 0000 and by the PGlite client). A cancelled booking frees its slot.
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_no_overlap" EXCLUDE USING gist ("room_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL);
