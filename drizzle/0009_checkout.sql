CREATE TABLE "merchant_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"master_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"total_num" integer NOT NULL,
	"pro_total_price" numeric(12, 2) NOT NULL,
	"freight_price" numeric(12, 2) NOT NULL,
	"coupon_id" integer,
	"coupon_price" numeric(12, 2) NOT NULL,
	"platform_coupon_price" numeric(12, 2) NOT NULL,
	"integral_price" numeric(12, 2) NOT NULL,
	"use_integral" integer DEFAULT 0 NOT NULL,
	"pay_price" numeric(12, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"pay_num" integer NOT NULL,
	"is_replied" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"pre_order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"total_num" integer NOT NULL,
	"pro_total_price" numeric(12, 2) NOT NULL,
	"freight_price" numeric(12, 2) NOT NULL,
	"coupon_price" numeric(12, 2) NOT NULL,
	"platform_coupon_id" integer,
	"integral_price" numeric(12, 2) NOT NULL,
	"use_integral" integer DEFAULT 0 NOT NULL,
	"pay_price" numeric(12, 2) NOT NULL,
	"pay_type" text NOT NULL,
	"pay_channel" text DEFAULT 'pc' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"pay_time" timestamp with time zone,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"address_id" integer,
	"real_name" text NOT NULL,
	"user_phone" text NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"user_address" text NOT NULL,
	"user_remark" text DEFAULT '' NOT NULL,
	"pay_voucher" text DEFAULT '' NOT NULL,
	"pay_voucher_note" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"link_type" text NOT NULL,
	"link_id" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"points" integer NOT NULL,
	"balance" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"pre_order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pre_order_type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "freight_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "free_shipping_over" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "integral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD CONSTRAINT "merchant_orders_master_id_orders_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD CONSTRAINT "merchant_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD CONSTRAINT "merchant_orders_mer_id_merchants_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_merchant_order_id_merchant_orders_id_fk" FOREIGN KEY ("merchant_order_id") REFERENCES "public"."merchant_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_orders_order_no_uq" ON "merchant_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "merchant_orders_master_idx" ON "merchant_orders" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "merchant_orders_user_idx" ON "merchant_orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "order_items_merchant_order_idx" ON "order_items" USING btree ("merchant_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pre_order_no_uq" ON "orders" USING btree ("pre_order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_uq" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "points_records_user_idx" ON "points_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_orders_user_idx" ON "pre_orders" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_stock_non_negative" CHECK ("stock" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_non_negative" CHECK ("stock" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_integral_non_negative" CHECK ("integral" >= 0);
