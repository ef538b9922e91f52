CREATE TABLE "invoice_reminders" (
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"level" smallint NOT NULL,
	"mail_id" bigint NOT NULL REFERENCES "mail_outbox"("id"),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_level_pk" PRIMARY KEY("invoice_id","level"),
	CONSTRAINT "invoice_reminders_level_check" CHECK ("level" in (1, 2))
);
--> statement-breakpoint
CREATE INDEX "invoices_awaiting_payment_idx" ON "invoices" USING btree ("id") WHERE "state" in (0, 1) AND "type" <> 5;
