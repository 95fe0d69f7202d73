-- The catalogue-change triggers of 0033 and 0038 (decision 101): every checkout's stock change, and the products'
-- totals folded once a second, fire them with rows whose stock and sales alone changed. Each ran two queries over
-- the transition tables, the second an INSERT … SELECT that found nothing to insert. Now one query finds what
-- changed (at most 101 products, as before), and the tags are written from that answer only when there are some.
-- What counts as a change is as in 0038: every column but stock and sales, a column added later too.
CREATE OR REPLACE FUNCTION record_sku_updates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  -- SELECT … INTO, not an assignment: a query without parameters keeps one plan per connection.
  SELECT ARRAY(
    SELECT DISTINCT n.product_id FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE o IS DISTINCT FROM jsonb_populate_record(n, jsonb_build_object('stock', o.stock, 'sales', o.sales))
    LIMIT 101) INTO changed;
  IF cardinality(changed) > 100 THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  ELSIF cardinality(changed) > 0 THEN
    INSERT INTO "catalogue_changes" ("tag") SELECT 'product:' || c FROM unnest(changed) c;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Products: the rows that changed beyond stock and sales, and whether a row's id changed (an old row without its
-- new one), counted in one pass that stops at 101.
CREATE OR REPLACE FUNCTION record_product_updates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
  moved integer;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE c.missing) INTO changed, moved FROM (
    SELECT n."id" IS NULL AS missing FROM "old_rows" o LEFT JOIN "new_rows" n ON n."id" = o."id"
    WHERE n."id" IS NULL
      OR o IS DISTINCT FROM jsonb_populate_record(n, jsonb_build_object('stock', o.stock, 'sales', o.sales))
    LIMIT 101) c;
  IF changed = 0 THEN
    RETURN NULL;
  ELSIF changed > 100 OR moved > 0 THEN
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
$$;
