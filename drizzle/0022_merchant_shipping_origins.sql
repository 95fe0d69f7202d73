CREATE TABLE "merchant_shipping_origins" (
	"mer_id" integer PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"city" text NOT NULL,
	"dispatch_days" integer DEFAULT 2 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_shipping_origins" ADD CONSTRAINT "merchant_shipping_origins_mer_id_merchants_id_fk" FOREIGN KEY ("mer_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
