-- A keyword's top tier read in page order from an index alone (decision 89): the visible search rows by sales, then
-- id (a search's order within its top tier), with the name the tier tests, so a broad word's first pages are the first
-- names of this walk that hold it, not every match ranked.
CREATE INDEX "product_search_sales_idx" ON "product_search" USING btree ("total_sales" DESC NULLS LAST,"product_id","name_text") WHERE "product_search"."is_show";
