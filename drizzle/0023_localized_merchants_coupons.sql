ALTER TABLE "merchants" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;
