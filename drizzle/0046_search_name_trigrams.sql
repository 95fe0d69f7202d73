-- Whether any visible name holds a keyword's phrase, known from an index before the walk of product_search_sales_idx looks
-- for it (decision 92): a word found only in the other languages' search words (ru, es, zh) never fills a page there.
CREATE INDEX "product_search_name_trgm_idx" ON "product_search" USING gin ("name_text" gin_trgm_ops) WHERE "product_search"."is_show";