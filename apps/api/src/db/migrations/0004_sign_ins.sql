CREATE TABLE "sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_created_at_idx" ON "sign_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_ins_brand_created_at_idx" ON "sign_ins" USING btree ("brand_id","created_at");--> statement-breakpoint
-- The last sign-in of each account from before this log existed: a real sign-in, so it is kept.
INSERT INTO "sign_ins" ("user_id", "brand_id", "created_at") SELECT "id", "brand_id", "last_login" FROM "users" WHERE "last_login" IS NOT NULL;
