CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"site_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"company_id" integer,
	"assignee_id" integer,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"priority" smallint DEFAULT 2 NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "tickets_state_check" CHECK ("tickets"."state" between 1 and 5),
	CONSTRAINT "tickets_priority_check" CHECK ("tickets"."priority" between 1 and 4),
	CONSTRAINT "tickets_category_check" CHECK ("tickets"."category" in ('maintenance', 'cleaning', 'it', 'climate', 'access', 'furniture', 'other'))
);
--> statement-breakpoint
CREATE TABLE "ticket_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_documents" (
	"ticket_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_documents_ticket_id_upload_id_pk" PRIMARY KEY("ticket_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_documents" ADD CONSTRAINT "ticket_documents_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_documents" ADD CONSTRAINT "ticket_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_brand_id_idx" ON "tickets" USING btree ("brand_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_brand_state_idx" ON "tickets" USING btree ("brand_id","state","priority" DESC NULLS FIRST,"created_at");--> statement-breakpoint
CREATE INDEX "tickets_brand_updated_idx" ON "tickets" USING btree ("brand_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_site_id_idx" ON "tickets" USING btree ("site_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_reporter_id_idx" ON "tickets" USING btree ("reporter_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_company_id_idx" ON "tickets" USING btree ("company_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_assignee_id_idx" ON "tickets" USING btree ("assignee_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tickets_waiting_idx" ON "tickets" USING btree ("brand_id","created_at") WHERE "tickets"."state" in (1, 2, 3);--> statement-breakpoint
CREATE INDEX "ticket_comments_ticket_id_idx" ON "ticket_comments" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_documents_upload_id_idx" ON "ticket_documents" USING btree ("upload_id");
