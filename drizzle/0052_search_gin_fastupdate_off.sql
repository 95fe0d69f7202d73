-- A GIN index with `fastupdate` (the default) keeps new entries in a pending list until a vacuum or a full list
-- (`gin_pending_list_limit`, 4 MB) moves them into the index, and every scan of the index reads the whole list. The
-- sales folds rewrite search rows all day, so a live shop's lists stay near full: about 515 pages of the stems' index,
-- read by every word of every keyword search (decision 121). Off, each row's entries go into the index as it is
-- written. Set in place (drizzle-kit writes a drop and a rebuild of the four indexes, 560 MB of them at 1M products):
-- the option is only read by later writes. It does not empty a list already there: a VACUUM of product_search or
-- `select gin_clean_pending_list(…)` does (docs/deployment.md).
ALTER INDEX "product_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "product_search_vector_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "product_search_text_cjk_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "product_search_name_trgm_idx" SET (fastupdate = false);
