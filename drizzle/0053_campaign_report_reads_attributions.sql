DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "order_attributions" ADD COLUMN "status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD COLUMN "pay_price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD COLUMN "ordered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "order_attributions_ordered_idx" ON "order_attributions" USING btree ("ordered_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_confirmation_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 'awaiting_confirmation';--> statement-breakpoint
-- Decision 127: the campaign report reads the attributions alone. Each carries its order's status, pay price and
-- creation, copied here for the rows already written and kept by the two triggers below.
UPDATE "order_attributions" a SET "status" = o."status", "pay_price" = o."pay_price", "ordered_at" = o."created_at"
FROM "orders" o WHERE o."id" = a."order_id";--> statement-breakpoint
-- An attribution is written after its order committed (checkout/create-order.ts), so the order may be paid or
-- cancelled at the same moment: FOR SHARE waits for such a change to commit and reads its result, or makes the change
-- wait until this row is committed, when the other trigger finds it. Whatever the insert says is replaced.
CREATE OR REPLACE FUNCTION order_attribution_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o."status", o."pay_price", o."created_at" INTO NEW."status", NEW."pay_price", NEW."ordered_at"
  FROM "orders" o WHERE o."id" = NEW."order_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_attributions_of_order" BEFORE INSERT ON "order_attributions"
FOR EACH ROW EXECUTE FUNCTION order_attribution_of_order();--> statement-breakpoint
-- An order whose status, pay price or creation changes rewrites its attribution, if it has one (a third of orders at
-- most): one primary-key probe, in the same transaction as the change. Every other update of an order pays nothing.
CREATE OR REPLACE FUNCTION order_attribution_follows_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_attributions" SET "status" = NEW."status", "pay_price" = NEW."pay_price", "ordered_at" = NEW."created_at"
  WHERE "order_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_attribution_follows" AFTER UPDATE OF "status", "pay_price", "created_at" ON "orders"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."pay_price" IS DISTINCT FROM NEW."pay_price"
  OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION order_attribution_follows_order();
