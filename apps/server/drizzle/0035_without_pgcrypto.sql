-- gen_random_uuid() is PostgreSQL's own since 13, and nothing else of pgcrypto is used. On PGlite
-- the extension cost about 20 MB of the server's memory (its OpenSSL build, loaded at every
-- start), so the first migration no longer creates it and this one drops it where it was made.
-- Dropping it reads only the catalog, so PGlite need not load it for this.
DROP EXTENSION IF EXISTS pgcrypto;
