CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"banner" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_products_activity_id_product_id_pk" PRIMARY KEY("activity_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "ad_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"cart_num" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"use_type" smallint NOT NULL,
	"money" numeric(12, 2) NOT NULL,
	"min_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"day" integer,
	"use_start_time" timestamp with time zone,
	"use_end_time" timestamp with time zone,
	"receive_end_time" timestamp with time zone,
	"total" integer,
	"remaining" integer,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handling_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_follows" (
	"user_id" integer NOT NULL,
	"mer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_follows_user_id_mer_id_pk" PRIMARY KEY("user_id","mer_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"global" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"real_name" text NOT NULL,
	"type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"avatar" text NOT NULL,
	"back_image" text NOT NULL,
	"pc_back_image" text NOT NULL,
	"pc_banner" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"star_level" numeric(2, 1) DEFAULT '5.0' NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"qualification_picture" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_type" text DEFAULT 'email' NOT NULL,
	"service_link" text DEFAULT '' NOT NULL,
	"service_message" text DEFAULT '' NOT NULL,
	"service_phone" text DEFAULT '' NOT NULL,
	"service_email" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attr_name" text NOT NULL,
	"attr_values" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_collects" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_collects_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"product_score" smallint NOT NULL,
	"service_score" smallint NOT NULL,
	"comment" text NOT NULL,
	"pics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"merchant_reply_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"ot_price" numeric(12, 2) NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"volume" numeric(10, 3) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"mer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"store_name" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"store_info" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"slider_image" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"ot_price" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"ficti" integer DEFAULT 0 NOT NULL,
	"unit_name" text DEFAULT 'pc' NOT NULL,
	"min_buy" integer DEFAULT 1 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pc_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"country_code" text,
	"password_hash" text,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"invite_code" text NOT NULL,
	"invited_by" integer,
	"user_type" text NOT NULL,
	"is_visitor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_categories" ADD CONSTRAINT "ad_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_product_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_follows" ADD CONSTRAINT "merchant_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_follows" ADD CONSTRAINT "merchant_follows_mer_id_merchants_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_type_id_merchant_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."merchant_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_category_id_merchant_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."merchant_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attrs" ADD CONSTRAINT "product_attrs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collects" ADD CONSTRAINT "product_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collects" ADD CONSTRAINT "product_collects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mer_id_merchants_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_sku_uq" ON "cart_lines" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "categories_pid_idx" ON "categories" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "merchant_follows_mer_idx" ON "merchant_follows" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "merchants_type_idx" ON "merchants" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "merchants_category_idx" ON "merchants" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_attrs_product_idx" ON "product_attrs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_skus_product_sku_uq" ON "product_skus" USING btree ("product_id","sku");--> statement-breakpoint
CREATE INDEX "products_mer_idx" ON "products" USING btree ("mer_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_show_sort_idx" ON "products" USING btree ("is_show","sort","id");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("country_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_uq" ON "users" USING btree ("invite_code");