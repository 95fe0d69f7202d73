CREATE TABLE "outbox_claims" (
	"browser_hash" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_claims_browser_hash_recipient_pk" PRIMARY KEY("browser_hash","recipient")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "owner_hash" text;--> statement-breakpoint
CREATE INDEX "outbox_messages_owner_idx" ON "outbox_messages" USING btree ("owner_hash","created_at");