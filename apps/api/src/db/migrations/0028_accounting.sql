CREATE TABLE "journal_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"fiscal_year" integer NOT NULL,
	"number" integer NOT NULL,
	"journal" text NOT NULL,
	"date" date NOT NULL,
	"piece_ref" text NOT NULL,
	"piece_date" date NOT NULL,
	"label" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer,
	"reverses_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_operations_number_unique" UNIQUE NULLS NOT DISTINCT("brand_id","fiscal_year","number"),
	CONSTRAINT "journal_operations_reverses_unique" UNIQUE("reverses_id"),
	CONSTRAINT "journal_operations_journal_check" CHECK ("journal_operations"."journal" in ('VE', 'BQ', 'OD')),
	CONSTRAINT "journal_operations_source_check" CHECK ("journal_operations"."source_kind" in ('invoice', 'credit_note', 'payment', 'rejected_debit', 'payout', 'reversal', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"operation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"account" text NOT NULL,
	"account_label" text NOT NULL,
	"third_party_code" text,
	"third_party_name" text,
	"debit_cents" integer NOT NULL,
	"credit_cents" integer NOT NULL,
	CONSTRAINT "journal_lines_position_unique" UNIQUE("operation_id","position"),
	CONSTRAINT "journal_lines_amounts_check" CHECK ("journal_lines"."debit_cents" >= 0 and "journal_lines"."credit_cents" >= 0 and ("journal_lines"."debit_cents" = 0) <> ("journal_lines"."credit_cents" = 0)),
	CONSTRAINT "journal_lines_account_check" CHECK ("journal_lines"."account" ~ '^[0-9]{3,12}$')
);
--> statement-breakpoint
CREATE TABLE "journal_counters" (
	"brand_key" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "journal_counters_brand_key_fiscal_year_pk" PRIMARY KEY("brand_key","fiscal_year")
);
--> statement-breakpoint
ALTER TABLE "journal_operations" ADD CONSTRAINT "journal_operations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_operations" ADD CONSTRAINT "journal_operations_reverses_id_journal_operations_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."journal_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_operation_id_journal_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."journal_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_operations_brand_date_idx" ON "journal_operations" USING btree ("brand_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_operations_source_idx" ON "journal_operations" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account","operation_id");
--> statement-breakpoint
-- The journal is written once: an operation or a line is never updated nor deleted, whoever asks;
-- a mistake is cancelled by a reversing operation.
CREATE FUNCTION "journal_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the accounting journal is never % (%.%)', lower(TG_OP), TG_TABLE_NAME, OLD.id USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_operations_immutable" BEFORE UPDATE OR DELETE ON "journal_operations"
	FOR EACH ROW EXECUTE FUNCTION "journal_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "journal_lines_immutable" BEFORE UPDATE OR DELETE ON "journal_lines"
	FOR EACH ROW EXECUTE FUNCTION "journal_refuse_change"();
--> statement-breakpoint
-- Checked at commit, once every line is in: an operation has two lines or more and its debits
-- equal its credits.
CREATE FUNCTION "journal_check_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	op integer;
	line_count integer;
	balance bigint;
BEGIN
	IF TG_TABLE_NAME = 'journal_lines' THEN
		op := NEW.operation_id;
	ELSE
		op := NEW.id;
	END IF;
	SELECT count(*), coalesce(sum(debit_cents::bigint - credit_cents), 0) INTO line_count, balance
		FROM journal_lines WHERE operation_id = op;
	IF line_count < 2 OR balance <> 0 THEN
		RAISE EXCEPTION 'journal operation % is not balanced (% lines, balance %)', op, line_count, balance USING ERRCODE = 'P0001';
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_operations_balanced" AFTER INSERT ON "journal_operations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_check_balance"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_check_balance"();
