-- A product's price band kept in its search row (issue 29, decision 106): a keyword sorted by price looks up the exact
-- prices of the matches in its page's bands only, instead of every match's (a broad word's 100,000 lookups). A band is
-- a quarter of a doubling of the price (1.79 → 4, 2,348.74 → 44): every product of a lower band is cheaper than every
-- product of a higher one, and a price change rewrites the search row only when it crosses a band.
CREATE OR REPLACE FUNCTION shop_price_band(price numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(4 * ln(greatest(price, 0)::float8 + 1) / ln(2))::integer
$$;--> statement-breakpoint
-- Filled by one rewrite of the table (its indexes rebuilt once, no dead rows): a default may not read another table
-- or column, a `USING` of a type change may, through this function (dropped after).
CREATE FUNCTION product_search_price_band_fill(product integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT shop_price_band(p."price") FROM "products" p WHERE p."id" = product
$$;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "price_band" integer;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "price_band" TYPE integer USING product_search_price_band_fill("product_id"),
  ALTER COLUMN "price_band" SET NOT NULL;--> statement-breakpoint
DROP FUNCTION product_search_price_band_fill(integer);--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "mer_id", "search_text", "name_text", "is_show", "category_id",
    "total_sales", "created_at", "price_band")
  SELECT n."id", n."mer_id", shop_search_text(n."store_name", n."keyword"), shop_unaccent(lower(n."store_name")),
    n."is_show", n."category_id", n."sales" + n."ficti", n."created_at", shop_price_band(n."price")
  FROM "new_rows" n;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."store_name", OLD."keyword") IS DISTINCT FROM (NEW."store_name", NEW."keyword") THEN
    UPDATE "product_search" SET "mer_id" = NEW."mer_id", "search_text" = shop_search_text(NEW."store_name", NEW."keyword"),
      "name_text" = shop_unaccent(lower(NEW."store_name")), "is_show" = NEW."is_show", "category_id" = NEW."category_id",
      "total_sales" = NEW."sales" + NEW."ficti", "created_at" = NEW."created_at", "price_band" = shop_price_band(NEW."price")
    WHERE "product_id" = NEW."id";
  ELSE
    UPDATE "product_search" SET "mer_id" = NEW."mer_id", "is_show" = NEW."is_show", "category_id" = NEW."category_id",
      "total_sales" = NEW."sales" + NEW."ficti", "created_at" = NEW."created_at", "price_band" = shop_price_band(NEW."price")
    WHERE "product_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A price update now calls `WHEN` (a comparison of the two bands, no function call of the trigger's own): the
-- supplemental feed rewrites the search rows of the prices that change band only.
DROP TRIGGER "products_search_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE OF "store_name", "keyword", "mer_id", "is_show", "category_id", "sales", "ficti", "created_at", "price" ON "products" FOR EACH ROW WHEN ((OLD."store_name", OLD."keyword", OLD."mer_id", OLD."is_show", OLD."category_id", OLD."sales", OLD."ficti", OLD."created_at", shop_price_band(OLD."price")) IS DISTINCT FROM (NEW."store_name", NEW."keyword", NEW."mer_id", NEW."is_show", NEW."category_id", NEW."sales", NEW."ficti", NEW."created_at", shop_price_band(NEW."price"))) EXECUTE FUNCTION "product_search_update"();
