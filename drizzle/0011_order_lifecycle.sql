CREATE TABLE "refund_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_order_no" text NOT NULL,
	"merchant_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"total_num" integer NOT NULL,
	"refund_price" numeric(12, 2) NOT NULL,
	"refund_integral" integer DEFAULT 0 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"refund_reason_wap" text NOT NULL,
	"refund_reason_wap_explain" text DEFAULT '' NOT NULL,
	"refund_reason_wap_img" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_reason" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"reviewed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "delivery_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "exp_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "exp_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "delivery_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "delivery_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "logistics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_orders" ADD COLUMN "refund_price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "refund_orders" ADD CONSTRAINT "refund_orders_merchant_order_id_merchant_orders_id_fk" FOREIGN KEY ("merchant_order_id") REFERENCES "public"."merchant_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_orders" ADD CONSTRAINT "refund_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_orders_no_uq" ON "refund_orders" USING btree ("refund_order_no");--> statement-breakpoint
CREATE INDEX "refund_orders_user_idx" ON "refund_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refund_orders_merchant_order_idx" ON "refund_orders" USING btree ("merchant_order_id");--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_orders_shipped_idx" ON "merchant_orders" USING btree ("shipped_at") WHERE "merchant_orders"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_item_uq" ON "product_reviews" USING btree ("order_item_id");