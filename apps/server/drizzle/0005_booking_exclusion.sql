-- No double booking, guaranteed by the database (DESIGN §3). Two active bookings on one
-- resource may not overlap (times including buffers, half-open so back-to-back is fine) unless
-- they are seats of the same shared slot (equal share_key). Declined, cancelled, completed and
-- no-show bookings free their time. Needs btree_gist (migration 0000) for the = and <> parts.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "resource_id" WITH =,
  tstzrange("block_start", "block_end", '[)') WITH &&,
  "share_key" WITH <>
) WHERE ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
-- Live holds follow the same rule among themselves; expired ones are deleted before a new hold
-- is written (holds.repository.ts), so they never block.
ALTER TABLE "holds" ADD CONSTRAINT "holds_no_overlap" EXCLUDE USING gist (
  "resource_id" WITH =,
  tstzrange("block_start", "block_end", '[)') WITH &&,
  "share_key" WITH <>
);
