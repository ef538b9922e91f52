CREATE TABLE "feed_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"title" text NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"sender_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"planned_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_messages_state_check" CHECK ("feed_messages"."state" between 1 and 3),
	CONSTRAINT "feed_messages_planned_check" CHECK ("feed_messages"."state" <> 2 or "feed_messages"."planned_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "feed_message_sites" (
	"message_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "feed_message_sites_message_id_site_id_pk" PRIMARY KEY("message_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "feed_message_categories" (
	"message_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "feed_message_categories_message_id_category_id_pk" PRIMARY KEY("message_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "feed_message_documents" (
	"message_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_message_documents_message_id_upload_id_pk" PRIMARY KEY("message_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "feed_reactions" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_reactions_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "feed_categories" ADD CONSTRAINT "feed_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_messages" ADD CONSTRAINT "feed_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_messages" ADD CONSTRAINT "feed_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_message_sites" ADD CONSTRAINT "feed_message_sites_message_id_feed_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."feed_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_message_sites" ADD CONSTRAINT "feed_message_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_message_categories" ADD CONSTRAINT "feed_message_categories_message_id_feed_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."feed_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_message_categories" ADD CONSTRAINT "feed_message_categories_category_id_feed_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feed_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_message_documents" ADD CONSTRAINT "feed_message_documents_message_id_feed_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."feed_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_message_documents" ADD CONSTRAINT "feed_message_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_message_id_feed_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."feed_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_categories_brand_id_idx" ON "feed_categories" USING btree ("brand_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "feed_categories_title_unique" ON "feed_categories" USING btree (coalesce("brand_id", 0),lower("title"));--> statement-breakpoint
CREATE INDEX "feed_messages_brand_id_idx" ON "feed_messages" USING btree ("brand_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feed_messages_brand_state_idx" ON "feed_messages" USING btree ("brand_id","state","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feed_messages_due_idx" ON "feed_messages" USING btree ("planned_at") WHERE "feed_messages"."state" = 2;--> statement-breakpoint
CREATE INDEX "feed_message_sites_site_id_idx" ON "feed_message_sites" USING btree ("site_id","message_id");--> statement-breakpoint
CREATE INDEX "feed_message_categories_category_id_idx" ON "feed_message_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "feed_message_documents_upload_id_idx" ON "feed_message_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "feed_reactions_user_id_idx" ON "feed_reactions" USING btree ("user_id");
