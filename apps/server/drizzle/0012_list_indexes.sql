-- Lists at scale (issue #12 item 9; bench/lists.bench.ts, bench/RESULTS.md). Searches ask for a
-- part of a name, e-mail address, phone number or booking reference (`ilike '%…%'`), which a
-- btree cannot answer; pg_trgm's GIN indexes can, for patterns of three characters or more.
-- pg_trgm is "trusted" on PostgreSQL 13+ (a database owner may create it); PGlite has it because
-- the server loads it (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_name_trgm_index" ON "users" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_index" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_phone_number_trgm_index" ON "users" USING gin ("phone_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "profiles_phone_trgm_index" ON "profiles" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bookings_reference_trgm_index" ON "bookings" USING gin ("reference" gin_trgm_ops);
--> statement-breakpoint
-- The audit log by action, exact or a prefix (`like 'booking.%'`: the pattern operators make
-- that a range whatever the collation), newest first.
CREATE INDEX "audit_log_action_at_index" ON "audit_log" USING btree ("action" text_pattern_ops, "at");
