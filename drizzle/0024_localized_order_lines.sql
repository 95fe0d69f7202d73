ALTER TABLE "order_items" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_products" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "user_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines bought before: their product's names today (the specification labels stay as stored).
UPDATE "order_items" SET "i18n" = names."i18n" FROM (
  SELECT p."id", jsonb_object_agg(e.key, jsonb_build_object('productName', e.value->>'storeName')) AS "i18n"
  FROM "products" p, jsonb_each(p."i18n") AS e WHERE e.value ? 'storeName' GROUP BY p."id"
) AS names WHERE names."id" = "order_items"."product_id";--> statement-breakpoint
-- The country of orders placed before, from their address when it still names the same country.
UPDATE "orders" SET "user_country" = upper(a."country") FROM "user_addresses" a
WHERE a."id" = "orders"."address_id" AND length(a."country") = 2;
