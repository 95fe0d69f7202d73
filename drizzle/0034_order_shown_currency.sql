ALTER TABLE "orders" ADD COLUMN "shown_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shown_rate" numeric(24, 10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shown_rate_at" timestamp with time zone;