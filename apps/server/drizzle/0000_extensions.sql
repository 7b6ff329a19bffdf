-- Extensions first: later migrations use citext columns and gist exclusion constraints. Both are
-- "trusted" on PostgreSQL 13+, so a database owner may create them; PGlite has them only because
-- the server loads them (src/db/client.ts). gen_random_uuid() is PostgreSQL's own.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
