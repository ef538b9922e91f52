-- A series of meeting-room bookings (members-bookings-feed §2.11): its rule, kept to read it back
-- on edit; its meetings are ordinary bookings carrying the series' id.
CREATE TABLE "meeting_room_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"period" text NOT NULL,
	"interval" smallint NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"end_type" text NOT NULL,
	"end_date" date,
	"end_count" integer,
	"same_day_of_month" boolean DEFAULT true NOT NULL,
	"nth_weekday_of_month" smallint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_room_series_period_check" CHECK ("meeting_room_series"."period" in ('semaines', 'mois')),
	CONSTRAINT "meeting_room_series_interval_check" CHECK ("meeting_room_series"."interval" >= 1),
	CONSTRAINT "meeting_room_series_end_check" CHECK (("meeting_room_series"."end_type" = 'date' and "meeting_room_series"."end_date" is not null) or ("meeting_room_series"."end_type" = 'count' and "meeting_room_series"."end_count" >= 2)),
	CONSTRAINT "meeting_room_series_nth_check" CHECK ("meeting_room_series"."nth_weekday_of_month" is null or "meeting_room_series"."nth_weekday_of_month" in (1, 2, 3, 4, -1))
);
--> statement-breakpoint
-- A secret calendar address: one member's bookings or one room's, read without signing in.
CREATE TABLE "meeting_room_calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"brand_id" integer,
	"user_id" integer,
	"room_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_room_calendar_feeds_one_owner_check" CHECK (("meeting_room_calendar_feeds"."user_id" is null) <> ("meeting_room_calendar_feeds"."room_id" is null))
);
--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD COLUMN "series_id" integer;--> statement-breakpoint
-- The credit debit a booking made, given back on cancellation (credit_entries comes with a later migration, hence no foreign key).
ALTER TABLE "meeting_room_reservations" ADD COLUMN "credit_entry_id" integer;--> statement-breakpoint
ALTER TABLE "meeting_room_series" ADD CONSTRAINT "meeting_room_series_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_series" ADD CONSTRAINT "meeting_room_series_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_series" ADD CONSTRAINT "meeting_room_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_series" ADD CONSTRAINT "meeting_room_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_calendar_feeds" ADD CONSTRAINT "meeting_room_calendar_feeds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_calendar_feeds" ADD CONSTRAINT "meeting_room_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_calendar_feeds" ADD CONSTRAINT "meeting_room_calendar_feeds_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_series_id_meeting_room_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meeting_room_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_room_calendar_feeds_token_idx" ON "meeting_room_calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_room_calendar_feeds_user_id_idx" ON "meeting_room_calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_room_calendar_feeds_room_id_idx" ON "meeting_room_calendar_feeds" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "meeting_room_series_brand_id_idx" ON "meeting_room_series" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "meeting_room_reservations_series_idx" ON "meeting_room_reservations" USING btree ("series_id","starts_at") WHERE "meeting_room_reservations"."series_id" is not null;--> statement-breakpoint
-- The planning of one room and a room's feed read its bookings by time.
CREATE INDEX "meeting_room_reservations_room_starts_idx" ON "meeting_room_reservations" USING btree ("room_id","starts_at");
