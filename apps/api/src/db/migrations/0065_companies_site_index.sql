-- A site's members are found through their companies' site: without this index each such read
-- (a news-feed message's receivers, counted and listed) scanned every company.
CREATE INDEX IF NOT EXISTS "companies_site_id_idx" ON "companies" USING btree ("site_id");
