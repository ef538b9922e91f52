ALTER TABLE "contracts" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_deposit_check" CHECK ("deposit_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "is_guarantee_refund" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_guarantee_refund_check" CHECK (NOT "is_guarantee_refund" OR ("type" = 5 AND "credited_invoice_id" IS NOT NULL));
--> statement-breakpoint
-- A contract's deposit is invoiced once, and refunded once.
CREATE UNIQUE INDEX "invoices_one_deposit_idx" ON "invoices" USING btree ("contract_id") WHERE "type" = 6;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_guarantee_refund_idx" ON "invoices" USING btree ("credited_invoice_id") WHERE "is_guarantee_refund";
--> statement-breakpoint
-- The refund flag is legal content too: the issued-invoice trigger now guards it.
CREATE OR REPLACE FUNCTION "invoices_refuse_legal_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'invoice % is issued: it cannot be deleted', OLD.id USING ERRCODE = 'P0001';
	END IF;
	IF (NEW.id, NEW.brand_id, NEW.year, NEW.number, NEW.full_number, NEW.contract_id, NEW.user_id, NEW.landlord_id,
		NEW.company_id, NEW.issued_on, NEW.due_on, NEW.service_from, NEW.service_to, NEW.ht_cents, NEW.vat_cents,
		NEW.discount_cents, NEW.ttc_cents, NEW.type, NEW.credited_invoice_id, NEW.seller, NEW.buyer, NEW.notes,
		NEW.late_penalty_rate, NEW.token, NEW.hash, NEW.previous_hash, NEW.created_at, NEW.is_guarantee_refund)
		IS DISTINCT FROM
		(OLD.id, OLD.brand_id, OLD.year, OLD.number, OLD.full_number, OLD.contract_id, OLD.user_id, OLD.landlord_id,
		OLD.company_id, OLD.issued_on, OLD.due_on, OLD.service_from, OLD.service_to, OLD.ht_cents, OLD.vat_cents,
		OLD.discount_cents, OLD.ttc_cents, OLD.type, OLD.credited_invoice_id, OLD.seller, OLD.buyer, OLD.notes,
		OLD.late_penalty_rate, OLD.token, OLD.hash, OLD.previous_hash, OLD.created_at, OLD.is_guarantee_refund) THEN
		RAISE EXCEPTION 'invoice % is issued: its legal content cannot change', OLD.id USING ERRCODE = 'P0001';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TABLE "booking_billings" (
	"kind" text NOT NULL,
	"reservation_id" integer NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"run_id" integer REFERENCES "billing_runs"("id"),
	CONSTRAINT "booking_billings_kind_reservation_id_pk" PRIMARY KEY("kind","reservation_id"),
	CONSTRAINT "booking_billings_kind_check" CHECK ("kind" in ('meetingRoom', 'workstation'))
);
--> statement-breakpoint
CREATE INDEX "booking_billings_invoice_idx" ON "booking_billings" USING btree ("invoice_id");
--> statement-breakpoint
CREATE INDEX "meeting_room_reservations_euros_idx" ON "meeting_room_reservations" USING btree ("brand_id","starts_at") WHERE "price_cents" > 0 AND "credit_entry_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "workstation_reservations_euros_idx" ON "workstation_reservations" USING btree ("brand_id","day") WHERE "price_cents" > 0 AND "debit_entry_id" IS NULL;
