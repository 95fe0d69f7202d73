-- What a product's stock and sales still owe (issue 29, decision 82): checkout, cancel, refund and a revived order store
-- the product's share here instead of updating the shared product row inside their transaction (50 buyers of a few
-- products queued on that row's lock); a sweeper folds the rows into products once a second.
CREATE TABLE "product_total_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"sales" integer NOT NULL
);
