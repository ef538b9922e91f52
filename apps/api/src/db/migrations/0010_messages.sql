CREATE TABLE "discussions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"ad_id" integer NOT NULL,
	"landlord_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussions_parties_check" CHECK ("discussions"."landlord_id" <> "discussions"."tenant_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"discussion_id" integer NOT NULL,
	"brand_id" integer,
	"sender_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"content" text[] NOT NULL,
	"message_type" smallint DEFAULT 1 NOT NULL,
	"sent_by_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "messages_state_check" CHECK ("messages"."state" between 1 and 4),
	CONSTRAINT "messages_message_type_check" CHECK ("messages"."message_type" >= 1)
);
--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "discussions_ad_id_idx" ON "discussions" USING btree ("ad_id");
--> statement-breakpoint
CREATE INDEX "discussions_landlord_id_idx" ON "discussions" USING btree ("landlord_id");
--> statement-breakpoint
CREATE INDEX "discussions_tenant_id_idx" ON "discussions" USING btree ("tenant_id");
--> statement-breakpoint
CREATE INDEX "discussions_search_text_trgm_idx" ON "discussions" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "messages_brand_id_idx" ON "messages" USING btree ("brand_id","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "messages_state_idx" ON "messages" USING btree ("state","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "messages_brand_id_state_idx" ON "messages" USING btree ("brand_id","state","id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "messages_discussion_id_idx" ON "messages" USING btree ("discussion_id","id");
--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id");
