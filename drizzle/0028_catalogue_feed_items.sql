CREATE TABLE "catalogue_feed_items" (
	"mer_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"group_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_feed_items_mer_id_item_id_pk" PRIMARY KEY("mer_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_feed_items" ADD CONSTRAINT "catalogue_feed_items_mer_id_merchants_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_feed_items" ADD CONSTRAINT "catalogue_feed_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_feed_items" ADD CONSTRAINT "catalogue_feed_items_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_feed_items_group_idx" ON "catalogue_feed_items" USING btree ("mer_id","group_id");--> statement-breakpoint
CREATE INDEX "catalogue_feed_items_product_idx" ON "catalogue_feed_items" USING btree ("product_id");