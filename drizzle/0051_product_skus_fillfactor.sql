-- Every checkout, cancel and refund updates `stock` and `sales` of a SKU, columns no index holds, so the new row
-- version can stay on its page (a HOT update: no index entry, no index page dirtied) when the page has room. Filled
-- to 100 %, a third of the checkout bench's stock updates found none and wrote new entries into the table's two
-- indexes (decision 110). Pages filled from now on keep a tenth free for those versions. Existing pages are not
-- rewritten here (that needs VACUUM FULL, outside a transaction, under an exclusive lock): their rows move to roomier
-- pages as they are updated. docs/deployment.md says how to rewrite the table at once.
ALTER TABLE "product_skus" SET (fillfactor = 90);
