CREATE TABLE "billing_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"month" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"amount_ttc_cents" integer DEFAULT 0 NOT NULL,
	"started_by" integer REFERENCES "users"("id"),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "billing_runs_month_check" CHECK ("month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "billing_runs_state_check" CHECK ("state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "billing_runs_brand_idx" ON "billing_runs" USING btree ("brand_id","id" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_one_running" ON "billing_runs" USING btree (coalesce("brand_id", 0),"month") WHERE "state" = 'running';
--> statement-breakpoint
CREATE TABLE "contract_billings" (
	"contract_id" integer NOT NULL REFERENCES "contracts"("id"),
	"month" text NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
	"run_id" integer REFERENCES "billing_runs"("id"),
	CONSTRAINT "contract_billings_contract_id_month_pk" PRIMARY KEY("contract_id","month")
);
--> statement-breakpoint
CREATE INDEX "contract_billings_run_idx" ON "contract_billings" USING btree ("run_id");
