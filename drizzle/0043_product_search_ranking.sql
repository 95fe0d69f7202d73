-- What a keyword search filters and ranks its matches by, kept in product_search beside the text (issue 29, decision
-- 67): the name as the search text holds it (the relevance tier), visibility, the leaf category, real plus virtual
-- sales and the creation time. A search then ranks its matches reading their search rows alone; before, every match's
-- product row was read by primary key (a word of 21,875 matches: 32,000 buffers) and its name unaccented for the tier.
-- The indexes go first and are built again once the rows are filled (one build instead of an entry per row).
DROP INDEX "product_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "product_search_vector_idx";--> statement-breakpoint
DROP INDEX "product_search_text_cjk_idx";--> statement-breakpoint
DROP INDEX "product_search_mer_idx";--> statement-breakpoint
-- Room on each page for the sales and visibility updates below to stay HOT (no entry in the GIN indexes).
ALTER TABLE "product_search" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "name_text" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "is_show" boolean;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "total_sales" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "product_search" s SET "name_text" = shop_unaccent(lower(p."store_name")), "is_show" = p."is_show",
  "category_id" = p."category_id", "total_sales" = p."sales" + p."ficti", "created_at" = p."created_at"
FROM "products" p WHERE p."id" = s."product_id";--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "name_text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "is_show" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "total_sales" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_text_cjk_idx" ON "product_search" USING gin (shop_cjk_chars("search_text"));--> statement-breakpoint
CREATE INDEX "product_search_mer_idx" ON "product_search" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING btree ("category_id");--> statement-breakpoint
-- New products: one statement-level insert for all rows of the writing statement (a feed batch, the seed).
CREATE OR REPLACE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "mer_id", "search_text", "name_text", "is_show", "category_id",
    "total_sales", "created_at")
  SELECT n."id", n."mer_id", shop_search_text(n."store_name", n."keyword"), shop_unaccent(lower(n."store_name")),
    n."is_show", n."category_id", n."sales" + n."ficti", n."created_at"
  FROM "new_rows" n;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A changed name or search words rewrite the text (and its stems); a changed shop, visibility, category, sales (a
-- checkout, a refund) or creation time only those columns, so the text's indexes get no entry (a HOT update).
CREATE OR REPLACE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."store_name", OLD."keyword") IS DISTINCT FROM (NEW."store_name", NEW."keyword") THEN
    UPDATE "product_search" SET "mer_id" = NEW."mer_id", "search_text" = shop_search_text(NEW."store_name", NEW."keyword"),
      "name_text" = shop_unaccent(lower(NEW."store_name")), "is_show" = NEW."is_show", "category_id" = NEW."category_id",
      "total_sales" = NEW."sales" + NEW."ficti", "created_at" = NEW."created_at"
    WHERE "product_id" = NEW."id";
  ELSE
    UPDATE "product_search" SET "mer_id" = NEW."mer_id", "is_show" = NEW."is_show", "category_id" = NEW."category_id",
      "total_sales" = NEW."sales" + NEW."ficti", "created_at" = NEW."created_at"
    WHERE "product_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- `UPDATE OF` fires only for a statement that sets one of the columns kept, so the supplemental feed's prices and
-- stock never call it; `WHEN` skips the rows a full feed writes unchanged.
DROP TRIGGER "products_search_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE OF "store_name", "keyword", "mer_id", "is_show", "category_id", "sales", "ficti", "created_at" ON "products" FOR EACH ROW WHEN ((OLD."store_name", OLD."keyword", OLD."mer_id", OLD."is_show", OLD."category_id", OLD."sales", OLD."ficti", OLD."created_at") IS DISTINCT FROM (NEW."store_name", NEW."keyword", NEW."mer_id", NEW."is_show", NEW."category_id", NEW."sales", NEW."ficti", NEW."created_at")) EXECUTE FUNCTION "product_search_update"();
