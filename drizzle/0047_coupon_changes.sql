-- A coupon change a guest can see records the tag `coupons` in catalogue_changes (decision 98), so the page caches drop
-- the shared coupon reads (a guest's coupons of a product, CP1) and the guest pages that show them, and only those:
-- an insert, a delete, a change of what the receivable list shows or filters by (shown, texts, amounts, windows, scope),
-- or `remaining` reaching zero or leaving it. A receive that only counts `remaining` down records nothing (every receive
-- does that), nor does `total`. A TRUNCATE bumps the version: every page goes.
CREATE FUNCTION record_coupon_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    INSERT INTO "catalogue_changes" ("tag") VALUES ('coupons');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION record_coupon_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "old_rows" o FULL JOIN "new_rows" n ON n."id" = o."id"
    WHERE o."id" IS NULL OR n."id" IS NULL
      OR (to_jsonb(o) - 'remaining' - 'total') IS DISTINCT FROM (to_jsonb(n) - 'remaining' - 'total')
      OR (o."remaining" IS NULL OR o."remaining" > 0) IS DISTINCT FROM (n."remaining" IS NULL OR n."remaining" > 0)
  ) THEN
    INSERT INTO "catalogue_changes" ("tag") VALUES ('coupons');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "coupons_catalogue_truncate" AFTER TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "coupons_catalogue_insert" AFTER INSERT ON "coupons" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_coupon_writes"();--> statement-breakpoint
CREATE TRIGGER "coupons_catalogue_delete" AFTER DELETE ON "coupons" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_coupon_writes"();--> statement-breakpoint
CREATE TRIGGER "coupons_catalogue_update" AFTER UPDATE ON "coupons" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "record_coupon_updates"();
