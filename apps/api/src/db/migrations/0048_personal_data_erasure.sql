ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "history_entries_user_id_idx" ON "history_entries" USING btree ("user_id");