CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer REFERENCES "brands"("id"),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_id_idx" ON "carts" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "carts_brand_id_idx" ON "carts" USING btree ("brand_id","updated_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL REFERENCES "carts"("id") ON DELETE cascade,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_id_product_id_idx" ON "cart_lines" USING btree ("cart_id","product_id");
--> statement-breakpoint
CREATE INDEX "cart_lines_product_id_idx" ON "cart_lines" USING btree ("product_id");