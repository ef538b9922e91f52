ALTER TABLE "meeting_room_reservations" ADD COLUMN "has_welcomr" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "door_access_grants" DROP CONSTRAINT "door_access_grants_kind_check";
--> statement-breakpoint
ALTER TABLE "door_access_grants" ADD CONSTRAINT "door_access_grants_kind_check" CHECK ("booking_kind" in ('workstation', 'terrace', 'meeting-room'));
