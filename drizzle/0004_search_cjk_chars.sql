-- CJK words are short (耳机, 灯) and written without spaces, so a LIKE '%耳机%' yields no trigram for the trigram
-- index to use. The product search also requires every CJK character of such a word to be among the product's
-- CJK characters, which this GIN-indexable function lists (index products_search_cjk_idx, next migration).
-- It also keeps CJK search indexed on PostgreSQL servers whose ctype is "C" (pg_trgm sees no CJK letters there).
CREATE OR REPLACE FUNCTION shop_cjk_chars(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}'::text[])
  FROM regexp_split_to_table(t, '') AS c
  WHERE c ~ '[㐀-䶿一-鿿豈-﫿]'
$$;
