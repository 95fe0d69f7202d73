-- Trigram search for the product search (K4): ILIKE '%word%' and similarity() in any language.
-- PGlite loads the extension's code in src/server/db/client.ts; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
