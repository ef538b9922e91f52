ALTER TABLE "terraces" ADD COLUMN "price_hour_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terraces" ADD CONSTRAINT "terraces_price_check" CHECK ("terraces"."price_hour_cents" >= 0);--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD COLUMN "debit_entry_id" integer;--> statement-breakpoint
ALTER TABLE "terrace_reservations" ADD CONSTRAINT "terrace_reservations_debit_entry_id_credit_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_room_reservations" ADD CONSTRAINT "meeting_room_reservations_credit_entry_id_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;
