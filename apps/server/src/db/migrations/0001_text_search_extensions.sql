-- Trigram search (pg_trgm) and btree columns in GIN indexes (btree_gin). Both are trusted extensions on
-- PostgreSQL 13+; the embedded PGlite loads them in platform/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Locality suggestions: suburb prefix and word matches, and postcode prefixes. The trigram index takes rows
-- straight in (no pending list), so a search is fast right after the bulk load, with no vacuum (PGlite has none).
CREATE INDEX IF NOT EXISTS "localities_suburb_trgm_idx" ON "localities" USING gin (lower("suburb") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "localities_suburb_prefix_idx" ON "localities" USING btree (lower("suburb") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "localities_postcode_prefix_idx" ON "localities" USING btree ("postcode" text_pattern_ops);
