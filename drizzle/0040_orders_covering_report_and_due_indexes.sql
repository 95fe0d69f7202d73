DROP INDEX "merchant_orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
CREATE INDEX "merchant_orders_user_shipped_idx" ON "merchant_orders" USING btree ("user_id","shipped_at") WHERE "merchant_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","status","pay_price");--> statement-breakpoint
CREATE INDEX "orders_user_unpaid_idx" ON "orders" USING btree ("user_id","expires_at") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "merchant_orders_user_created_idx" ON "merchant_orders" USING btree ("user_id","created_at","id","master_id","status","refund_status","is_deleted");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at","id","status","is_deleted");