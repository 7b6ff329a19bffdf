-- Issue #12 item 9: the trigram indexes of migration 0012 without GIN's pending list (db/columns.ts
-- noPendingList). PGlite has no autovacuum to fold that list into the index, so it would grow and
-- every search read it through. Made again rather than altered: a new index has no list left over.
DROP INDEX "users_name_trgm_index";--> statement-breakpoint
DROP INDEX "users_email_trgm_index";--> statement-breakpoint
DROP INDEX "users_phone_number_trgm_index";--> statement-breakpoint
DROP INDEX "bookings_reference_trgm_index";--> statement-breakpoint
DROP INDEX "profiles_phone_trgm_index";--> statement-breakpoint
CREATE INDEX "users_name_trgm_index" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_index" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_phone_number_trgm_index" ON "users" USING gin ("phone_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bookings_reference_trgm_index" ON "bookings" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_phone_trgm_index" ON "profiles" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);