CREATE TABLE "template_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"brand_id" integer,
	"reference" text NOT NULL,
	"content" text NOT NULL,
	"page" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_articles_family_check" CHECK ("template_articles"."family" in ('mandate', 'signature')),
	CONSTRAINT "template_articles_page_check" CHECK ("template_articles"."page" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "template_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"brand_id" integer,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_models_family_check" CHECK ("template_models"."family" in ('mandate', 'signature'))
);
--> statement-breakpoint
CREATE TABLE "template_model_articles" (
	"model_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "template_model_articles_model_id_article_id_pk" PRIMARY KEY("model_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"contract_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"created_by" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"document_upload_id" integer,
	"document_hash" text,
	"signed_upload_id" integer,
	"signer_name" text,
	"signer_phone" text,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_signatures_state_check" CHECK ("contract_signatures"."state" in ('pending', 'started', 'signed', 'declined')),
	CONSTRAINT "contract_signatures_attempts_check" CHECK ("contract_signatures"."code_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "template_articles" ADD CONSTRAINT "template_articles_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_models" ADD CONSTRAINT "template_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_model_articles" ADD CONSTRAINT "template_model_articles_model_id_template_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."template_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_model_articles" ADD CONSTRAINT "template_model_articles_article_id_template_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."template_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_document_upload_id_uploads_id_fk" FOREIGN KEY ("document_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signed_upload_id_uploads_id_fk" FOREIGN KEY ("signed_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_articles_family_brand_idx" ON "template_articles" USING btree ("family","brand_id","page","id");--> statement-breakpoint
CREATE INDEX "template_models_family_brand_idx" ON "template_models" USING btree ("family","brand_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "template_model_articles_article_idx" ON "template_model_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_contract_idx" ON "contract_signatures" USING btree ("contract_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contract_signatures_brand_idx" ON "contract_signatures" USING btree ("brand_id","id" DESC NULLS LAST);
