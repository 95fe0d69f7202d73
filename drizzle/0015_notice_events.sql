ALTER TABLE "notices" ADD COLUMN "event" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;
