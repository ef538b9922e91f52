CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"number" text NOT NULL,
	"client_id" integer NOT NULL,
	"company_id" integer,
	"quote_date" date NOT NULL,
	"expiration_date" date NOT NULL,
	"state" smallint DEFAULT 2 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"subscription" boolean DEFAULT false NOT NULL,
	"ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"ttc_cents" integer NOT NULL,
	"token" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	CONSTRAINT "quotes_state_check" CHECK ("quotes"."state" between 1 and 7),
	CONSTRAINT "quotes_expiry_check" CHECK ("quotes"."expiration_date" >= "quotes"."quote_date")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"designation" text NOT NULL,
	"quantity" numeric(12, 4) NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"ht_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"room_id" integer,
	"space_id" integer,
	"slot_day" date,
	"slot_start" text,
	"slot_end" text,
	"meeting_room_reservation_id" integer,
	"workstation_reservation_id" integer,
	CONSTRAINT "quote_lines_kind_check" CHECK ("quote_lines"."kind" in ('free', 'meetingRoom', 'workstation')),
	CONSTRAINT "quote_lines_slot_check" CHECK (("quote_lines"."kind" = 'free') = ("quote_lines"."slot_day" is null) and ("quote_lines"."kind" = 'meetingRoom') = ("quote_lines"."room_id" is not null) and ("quote_lines"."kind" = 'workstation') = ("quote_lines"."space_id" is not null)),
	CONSTRAINT "quote_lines_amounts_check" CHECK ("quote_lines"."quantity" > 0 and "quote_lines"."unit_price_cents" >= 0 and "quote_lines"."vat_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_state_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"from_state" smallint,
	"state" smallint NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_state_events_actor_check" CHECK ("quote_state_events"."actor" in ('staff', 'client', 'system'))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_space_id_coworking_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."coworking_spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_meeting_room_reservation_id_meeting_room_reservations_id_fk" FOREIGN KEY ("meeting_room_reservation_id") REFERENCES "public"."meeting_room_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_workstation_reservation_id_workstation_reservations_id_fk" FOREIGN KEY ("workstation_reservation_id") REFERENCES "public"."workstation_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_state_events" ADD CONSTRAINT "quote_state_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_state_events" ADD CONSTRAINT "quote_state_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_idx" ON "quotes" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quotes_brand_id_idx" ON "quotes" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_brand_state_idx" ON "quotes" USING btree ("brand_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_client_id_idx" ON "quotes" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_sent_expiry_idx" ON "quotes" USING btree ("expiration_date") WHERE "quotes"."state" = 3;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_state_events_quote_idx" ON "quote_state_events" USING btree ("quote_id","id");
