CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Any write to what a public page shows bumps the one counter (statement-level: a bulk import bumps it once).
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Products and SKUs: checkout and cancellation move their stock and sales counters in every order; those alone do
-- not bump the counter (that would serialise all checkouts on its row, and the guest page's short TTL covers them).
CREATE FUNCTION "bump_catalogue_version_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
    WHERE (to_jsonb(o) - 'stock' - 'sales') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'sales')
  ) OR (SELECT count(*) FROM "old_rows") <> (SELECT count(*) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id") THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_write" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_on_update"();--> statement-breakpoint
CREATE TRIGGER "product_skus_catalogue_version_write" AFTER INSERT OR DELETE OR TRUNCATE ON "product_skus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_skus_catalogue_version_update" AFTER UPDATE ON "product_skus" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version_on_update"();--> statement-breakpoint
CREATE TRIGGER "site_settings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "ad_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ad_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "merchant_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "merchant_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchant_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "merchants_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_attrs_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attrs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_reviews_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "hot_keywords_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hot_keywords" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "activities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "activity_products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
