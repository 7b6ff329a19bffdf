-- One hold per person, refused by the database itself (issue #8): parallel requests by one account
-- could each delete "their" holds before any of the others had committed and so leave several.
-- Over every row, expired ones too, because a partial index cannot use now(); a new hold deletes
-- its holder's old row in the same transaction. Older installs may hold duplicates: keep the
-- newest of each person's holds.
DELETE FROM "holds" AS "older" USING "holds" AS "newer"
 WHERE "older"."holder_id" = "newer"."holder_id"
   AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "holds_one_per_holder" ON "holds" USING btree ("holder_id");
