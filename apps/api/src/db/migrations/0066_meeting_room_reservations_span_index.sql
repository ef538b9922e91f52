-- The bookings that meet a window of time, whatever their room (the planning's week, the
-- available rooms): without this index each such read scanned every booking, since a window
-- bounds starts_at and ends_at each on one side only. Not partial: the statistics ANALYZE keeps
-- of its expression are what lets the planner see how few bookings a window holds.
CREATE INDEX IF NOT EXISTS "meeting_room_reservations_span_idx" ON "meeting_room_reservations" USING gist (tstzrange("starts_at", "ends_at"));--> statement-breakpoint
ANALYZE "meeting_room_reservations";
