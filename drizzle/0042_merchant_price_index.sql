DROP INDEX "products_mer_idx";--> statement-breakpoint
CREATE INDEX "products_mer_price_idx" ON "products" USING btree ("mer_id","price","id");