-- Campaign attribution (issue 16, decision 22): the first touch (utm_*, gclid, fbclid, inviteCode) of the visit that
-- registered an account or placed a master order. One row per account and per master order, written once.
CREATE TABLE "user_attributions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"landing_path" text DEFAULT '' NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attributions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"landing_path" text DEFAULT '' NOT NULL,
	"touched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_attributions" ADD CONSTRAINT "user_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_attributions_campaign_idx" ON "order_attributions" USING btree ("campaign");
