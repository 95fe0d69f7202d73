CREATE TABLE "user_coupon_notices" (
	"user_coupon_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_coupon_notices" ADD CONSTRAINT "user_coupon_notices_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE cascade ON UPDATE no action;
