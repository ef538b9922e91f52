-- Ads: photos, favourites, suggestions, the search text and the indexes behind the ads table's
-- default sort, filters (landlord, city, boost), other sorts (keyset) and search.
ALTER TABLE "ads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(city, '') || ' ' || coalesce(zipcode, '') || ' ' || coalesce(address, ''))) STORED;--> statement-breakpoint
CREATE TABLE "ad_photos" (
	"ad_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_photos_ad_id_upload_id_pk" PRIMARY KEY("ad_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_ad_unique" UNIQUE("user_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"user_id" integer NOT NULL,
	"sender_id" integer,
	"intro" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_ads" (
	"suggestion_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "suggestion_ads_suggestion_id_position_pk" PRIMARY KEY("suggestion_id","position")
);
--> statement-breakpoint
ALTER TABLE "ad_photos" ADD CONSTRAINT "ad_photos_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_photos" ADD CONSTRAINT "ad_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_ads" ADD CONSTRAINT "suggestion_ads_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_ads" ADD CONSTRAINT "suggestion_ads_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "ads_user_id_idx";--> statement-breakpoint
CREATE INDEX "ads_user_id_idx" ON "ads" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_city_idx" ON "ads" USING btree ("city","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_rent_idx" ON "ads" USING btree ("rent_cents","id");--> statement-breakpoint
CREATE INDEX "ads_capacity_idx" ON "ads" USING btree ("capacity","id");--> statement-breakpoint
CREATE INDEX "ads_boost_until_idx" ON "ads" USING btree ("boost_until") WHERE "ads"."boost_until" is not null;--> statement-breakpoint
CREATE INDEX "ads_search_trgm_idx" ON "ads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ad_photos_upload_id_idx" ON "ad_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "favourites_user_id_idx" ON "favourites" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_ad_id_idx" ON "favourites" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "suggestions_brand_id_idx" ON "suggestions" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestions_user_id_idx" ON "suggestions" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "suggestion_ads_ad_id_idx" ON "suggestion_ads" USING btree ("ad_id");
