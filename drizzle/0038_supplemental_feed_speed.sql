-- A supplemental feed (id, price, availability) updating 100,000 items in seconds (issue 32, decision 52).
--
-- 1. The catalogue-change triggers of 0033 told a product's or SKU's real change from a stock/sales-only one by
--    comparing both rows as jsonb (to_jsonb of the whole row, name, texts, stems and all: ~0.07 ms a row, twice). They
--    now compare the rows themselves, the new row with its stock and sales set back to the old ones
--    (jsonb_populate_record over the record): every other column still counts, a column added later too, at a fifth
--    of the cost. And they stop counting at 101 changed products, the number above which they bump the version anyway.
-- 2. shop_cjk_chars, evaluated for every written row by the CJK index (an update that moves a price is not a HOT
--    update, so every index of the row gets its entry again): one regular-expression test, and for a text with CJK
--    characters one replace and one split, instead of a regular expression for every character of every text. The same
--    array as before (the characters sorted, once each), so the index keeps its entries: no reindex.
CREATE OR REPLACE FUNCTION shop_cjk_chars(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE WHEN t ~ '[㐀-䶿一-鿿豈-﫿]'
    THEN array(SELECT DISTINCT c FROM unnest(regexp_split_to_array(regexp_replace(t, '[^㐀-䶿一-鿿豈-﫿]', '', 'g'), '')) c ORDER BY c)
    ELSE '{}'::text[] END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_product_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "old_rows") <> (SELECT count(*) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id")
    OR (SELECT count(*) FROM (
          SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
          WHERE o IS DISTINCT FROM jsonb_populate_record(n, jsonb_build_object('stock', o.stock, 'sales', o.sales))
          LIMIT 101) c) > 100 THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  ELSE
    INSERT INTO "catalogue_changes" ("tag")
    SELECT DISTINCT t FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id",
      unnest(
        array['product:' || n.id, 'merchant:' || o.mer_id, 'merchant:' || n.mer_id]
        || shop_category_tags(o.category_id) || shop_category_tags(n.category_id)
        || CASE WHEN o.price IS DISTINCT FROM n.price THEN array['listing:price'] ELSE '{}'::text[] END
        || CASE WHEN (o.store_name, o.keyword) IS DISTINCT FROM (n.store_name, n.keyword) THEN array['listing:text'] ELSE '{}'::text[] END
        || CASE WHEN shop_listed_columns(to_jsonb(o)) IS DISTINCT FROM shop_listed_columns(to_jsonb(n)) THEN array['listing:order'] ELSE '{}'::text[] END
      ) t
    WHERE o IS DISTINCT FROM jsonb_populate_record(n, jsonb_build_object('stock', o.stock, 'sales', o.sales));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_sku_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (
        SELECT DISTINCT n.product_id FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE o IS DISTINCT FROM jsonb_populate_record(n, jsonb_build_object('stock', o.stock, 'sales', o.sales))
        LIMIT 101) c) > 100 THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  ELSE
    INSERT INTO "catalogue_changes" ("tag")
    SELECT DISTINCT 'product:' || n.product_id FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE o IS DISTINCT FROM jsonb_populate_record(n, jsonb_build_object('stock', o.stock, 'sales', o.sales));
  END IF;
  RETURN NULL;
END
$$;
