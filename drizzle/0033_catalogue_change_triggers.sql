-- Cache invalidation per product (issue 29): a product or SKU write records the tags of what it changes in
-- catalogue_changes instead of bumping the one catalogue_version, so the page caches drop only the pages and shared
-- reads that show that product, its store or its category (page-cache/catalogue-changes.ts). A bulk write (over 100
-- products in one statement, SKUs of over 100 products, a TRUNCATE) still bumps the version: every page goes, as before.
-- Stock and sales counters alone record nothing (checkout moves them in every order; the guest page's short TTL covers them).

-- The tags of a category and of its parents: a listing of any level names its own category.
-- (plpgsql: its body names a table, which a SQL function's body could only once the table exists.)
CREATE FUNCTION shop_category_tags(leaf integer) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT array['category:' || leaf] || coalesce(array_agg('category:' || up.id), '{}')
    FROM (
      SELECT p.id FROM public.categories c JOIN public.categories p ON p.id = c.pid WHERE c.id = leaf
      UNION SELECT g.id FROM public.categories c JOIN public.categories p ON p.id = c.pid JOIN public.categories g ON g.id = p.pid WHERE c.id = leaf
    ) up
  );
END
$$;--> statement-breakpoint
-- What an unfiltered listing orders or filters by, besides the price and the searched text: shown, best, sort, hot,
-- new, virtual sales, category, store, creation time. The columns a card only shows are left out.
CREATE FUNCTION shop_listed_columns(p jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT p - 'stock' - 'sales' - 'price' - 'ot_price' - 'store_name' - 'keyword' - 'search_text' - 'search_vector' - 'i18n'
    - 'image' - 'slider_image' - 'content' - 'store_info' - 'unit_name' - 'min_buy'
$$;--> statement-breakpoint
CREATE FUNCTION record_product_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "changed_rows") > 100 THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  ELSE
    INSERT INTO "catalogue_changes" ("tag")
    SELECT DISTINCT t FROM "changed_rows" r,
      unnest(array['product:' || r.id, 'merchant:' || r.mer_id, 'listing:price', 'listing:text', 'listing:order'] || shop_category_tags(r.category_id)) t;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION record_product_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "old_rows") <> (SELECT count(*) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id")
    OR (SELECT count(*) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE (to_jsonb(o) - 'stock' - 'sales') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales')) > 100 THEN
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
    WHERE (to_jsonb(o) - 'stock' - 'sales') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION record_sku_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT r.product_id) FROM "changed_rows" r) > 100 THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  ELSE
    INSERT INTO "catalogue_changes" ("tag") SELECT DISTINCT 'product:' || r.product_id FROM "changed_rows" r;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION record_sku_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT n.product_id) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (to_jsonb(o) - 'stock' - 'sales') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales')) > 100 THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  ELSE
    INSERT INTO "catalogue_changes" ("tag")
    SELECT DISTINCT 'product:' || n.product_id FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (to_jsonb(o) - 'stock' - 'sales') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "products_catalogue_version_write" ON "products";--> statement-breakpoint
DROP TRIGGER "products_catalogue_version_update" ON "products";--> statement-breakpoint
DROP TRIGGER "product_skus_catalogue_version_write" ON "product_skus";--> statement-breakpoint
DROP TRIGGER "product_skus_catalogue_version_update" ON "product_skus";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_product_writes"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_product_writes"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_product_updates"();--> statement-breakpoint
CREATE TRIGGER "product_skus_catalogue_truncate" AFTER TRUNCATE ON "product_skus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_skus_catalogue_insert" AFTER INSERT ON "product_skus" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_sku_writes"();--> statement-breakpoint
CREATE TRIGGER "product_skus_catalogue_delete" AFTER DELETE ON "product_skus" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_sku_writes"();--> statement-breakpoint
CREATE TRIGGER "product_skus_catalogue_update" AFTER UPDATE ON "product_skus" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_sku_updates"();
