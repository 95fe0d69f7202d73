CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"real_name" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"handling_fee" numeric(12, 2) NOT NULL,
	"qualification_picture" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"denial_reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_category_id_merchant_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."merchant_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_type_id_merchant_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."merchant_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_applications_user_idx" ON "merchant_applications" USING btree ("user_id","created_at");--> statement-breakpoint
-- At most one application per shopper waits for review: exact under concurrency (the second insert fails).
CREATE UNIQUE INDEX "merchant_applications_one_pending_uq" ON "merchant_applications" USING btree ("user_id") WHERE "merchant_applications"."audit_status" = 1;
