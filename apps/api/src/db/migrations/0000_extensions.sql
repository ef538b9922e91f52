-- Extensions later migrations rely on: btree_gist for exclusion constraints, pg_trgm for search indexes.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
