CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (lower("store_name" || ' ' || "keyword") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shop_order_idx" ON "products" USING btree ("is_best" DESC NULLS FIRST,"sort" DESC NULLS FIRST,"id") WHERE "products"."is_show";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") WHERE "products"."is_show";--> statement-breakpoint
CREATE INDEX "products_total_sales_idx" ON "products" USING btree (("sales" + "ficti"),"id") WHERE "products"."is_show";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."is_show";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price");