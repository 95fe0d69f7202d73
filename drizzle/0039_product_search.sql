-- The product search columns in a table of their own (issue 32, decision 53): a supplemental feed moves prices and
-- stock, and a price is indexed, so every such update of a product row is a new row version with an entry in every
-- index of the table, the three search GIN indexes (trigrams, stems, CJK characters) the dearest of them. In
-- product_search (one row per product) they are written only when a product is created or its name, search words or
-- shop change. The triggers below keep it: no writer has to, and no writer can forget to.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (shop_search_vector(search_text)) STORED
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The existing products' texts, before the indexes are built (one build instead of an entry per row).
INSERT INTO "product_search" ("product_id", "mer_id", "search_text") SELECT "id", "mer_id", "search_text" FROM "products";--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_text_cjk_idx" ON "product_search" USING gin (shop_cjk_chars("search_text"));--> statement-breakpoint
CREATE INDEX "product_search_mer_idx" ON "product_search" USING btree ("mer_id");--> statement-breakpoint
-- New products: one statement-level insert for all rows of the writing statement (a feed batch, the seed).
CREATE OR REPLACE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "mer_id", "search_text")
  SELECT n."id", n."mer_id", shop_search_text(n."store_name", n."keyword") FROM "new_rows" n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A changed name, search words or shop. `UPDATE OF` fires only for a statement that sets one of them, so an update
-- of prices and stock (the supplemental feed, checkout's stock and sales) never calls it; `WHEN` skips the rows a
-- full feed writes unchanged. (A statement-level trigger with transition tables cannot name columns.)
CREATE OR REPLACE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_search" SET "mer_id" = NEW."mer_id", "search_text" = shop_search_text(NEW."store_name", NEW."keyword")
  WHERE "product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_insert"();--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE OF "store_name", "keyword", "mer_id" ON "products" FOR EACH ROW WHEN ((OLD."store_name", OLD."keyword", OLD."mer_id") IS DISTINCT FROM (NEW."store_name", NEW."keyword", NEW."mer_id")) EXECUTE FUNCTION "product_search_update"();--> statement-breakpoint
-- Indexes of products that no read uses, each an entry to write for every price change: a category's products are
-- found by products_category_price_idx (category_id first); nothing orders by sales alone or by (is_show, sort, id).
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_show_sort_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_text_cjk_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";
