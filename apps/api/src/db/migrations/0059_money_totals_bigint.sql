-- A month's run or a payment order of a large brand adds up past 2^31 cents (21 million euros).
ALTER TABLE "billing_runs" ALTER COLUMN "amount_ttc_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;
