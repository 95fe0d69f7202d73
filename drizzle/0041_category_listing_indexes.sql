-- A category's visible products in each listing order (issue 29, decision 60): (category, order keys, id) for visible
-- products only, so a leaf category's page is the first rows of one index, a seek page starts where the last ended,
-- and a category's capped count reads the index alone (the old (category_id, price) index read every row to check
-- is_show: 10,001 rows for a count). Replaces products_category_price_idx with its partial form.
DROP INDEX "products_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_shop_order_idx" ON "products" USING btree ("category_id","is_best" DESC NULLS FIRST,"sort" DESC NULLS FIRST,"id") WHERE "products"."is_show";--> statement-breakpoint
CREATE INDEX "products_category_total_sales_idx" ON "products" USING btree ("category_id",("sales" + "ficti"),"id") WHERE "products"."is_show";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."is_show";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id") WHERE "products"."is_show";