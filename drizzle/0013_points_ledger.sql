ALTER TABLE "users" ADD COLUMN "frozen_integral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_integral_not_negative" CHECK ("users"."integral" >= 0 AND "users"."frozen_integral" >= 0);--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "kind" text DEFAULT 'earn' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "available_delta" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "frozen_delta" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "frozen_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "points_records" SET "kind" = CASE WHEN "type" = 2 THEN 'spend' ELSE 'earn' END, "available_delta" = CASE WHEN "type" = 2 THEN -"points" ELSE "points" END;--> statement-breakpoint
CREATE INDEX "points_records_user_kind_idx" ON "points_records" USING btree ("user_id","kind");--> statement-breakpoint
CREATE TABLE "points_earnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"points" integer NOT NULL,
	"base" numeric(12, 2) NOT NULL,
	"reversed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'frozen' NOT NULL,
	"thaw_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_products_stock_not_negative" CHECK ("points_products"."stock" >= 0 AND "points_products"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"num" integer NOT NULL,
	"price" integer NOT NULL,
	"total_points" integer NOT NULL,
	"real_name" text NOT NULL,
	"user_phone" text NOT NULL,
	"user_address" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"exp_name" text DEFAULT '' NOT NULL,
	"exp_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_earnings" ADD CONSTRAINT "points_earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_earnings" ADD CONSTRAINT "points_earnings_merchant_order_id_merchant_orders_id_fk" FOREIGN KEY ("merchant_order_id") REFERENCES "public"."merchant_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_product_id_points_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."points_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_earnings_merchant_order_uq" ON "points_earnings" USING btree ("merchant_order_id");--> statement-breakpoint
CREATE INDEX "points_earnings_due_idx" ON "points_earnings" USING btree ("status","thaw_at");--> statement-breakpoint
CREATE INDEX "points_earnings_user_idx" ON "points_earnings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "points_products_shop_idx" ON "points_products" USING btree ("is_show","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_no_uq" ON "points_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "points_orders_user_idx" ON "points_orders" USING btree ("user_id","created_at");
