DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_cjk_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_search_text(store_name, keyword)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (shop_search_vector(shop_search_text(store_name, keyword))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_cjk_idx" ON "products" USING gin (shop_cjk_chars("search_text"));--> statement-breakpoint
CREATE INDEX "merchants_name_trgm_idx" ON "merchants" USING gin (shop_unaccent(lower("name")) gin_trgm_ops);