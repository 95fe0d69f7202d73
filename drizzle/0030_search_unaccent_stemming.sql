-- Search that finds what shoppers mean (issue 29): the search text without accents ("tensiometro" finds
-- "tensiómetros", «ёлка» finds «елка»), and stemmed in the shop's three stemmed languages ("necklaces", «наушниками»).
-- PGlite loads unaccent's code in src/server/db/client.ts; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could change); with the dictionary named it may be indexed. Functions are schema-qualified,
-- as index maintenance runs with search_path = pg_catalog (PostgreSQL 17: CREATE INDEX, VACUUM, restore).
CREATE OR REPLACE FUNCTION shop_unaccent(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, t) $$;--> statement-breakpoint
-- The product search text: name and search keywords, lower-cased, without accents (as shop_unaccent, spelled out: a
-- function body may only name what exists before it). The generated column products.search_text is this expression.
CREATE OR REPLACE FUNCTION shop_search_text(name text, keyword text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(name || ' ' || keyword)) $$;--> statement-breakpoint
-- Its words stemmed by the English, Russian and Spanish configurations at once: a product's keywords hold its names
-- in every seeded language, and a shopper's word is matched against the stems of its own language
-- (product-search.ts builds the query from the same three configurations). Chinese has no stemmer: CJK words match
-- as substrings (shop_cjk_chars).
CREATE OR REPLACE FUNCTION shop_search_vector(t text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT to_tsvector('english'::regconfig, t) || to_tsvector('russian'::regconfig, t) || to_tsvector('spanish'::regconfig, t) $$;
