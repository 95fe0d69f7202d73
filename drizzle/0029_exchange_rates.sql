CREATE TABLE "exchange_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"rate" numeric(24, 10) NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A new rate changes the prices cached guest pages show in that currency (decision 34): bump the catalogue version.
CREATE TRIGGER "exchange_rates_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();