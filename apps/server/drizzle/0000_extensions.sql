-- Extensions first: later migrations use citext columns, gen_random_uuid() and gist exclusion
-- constraints. All three are "trusted" on PostgreSQL 13+, so a database owner may create them;
-- PGlite has them only because the server loads them (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pgcrypto;
