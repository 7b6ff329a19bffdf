-- The statistics measure booked time inside open hours when they are read, against the slot
-- engine's open intervals (statistics.open-time.ts): the plpgsql copy of the opening-hours rule,
-- and the triggers that re-ran it when hours, overrides or time off changed, go. The triggers on
-- bookings keep only what bookings alone decide: the time each resource was held on each day.
DROP TRIGGER "statistics_working_hours_inserted" ON "working_hours";
--> statement-breakpoint
DROP TRIGGER "statistics_working_hours_deleted" ON "working_hours";
--> statement-breakpoint
DROP TRIGGER "statistics_working_hours_updated" ON "working_hours";
--> statement-breakpoint
DROP TRIGGER "statistics_schedule_overrides_inserted" ON "schedule_overrides";
--> statement-breakpoint
DROP TRIGGER "statistics_schedule_overrides_deleted" ON "schedule_overrides";
--> statement-breakpoint
DROP TRIGGER "statistics_schedule_overrides_updated" ON "schedule_overrides";
--> statement-breakpoint
DROP TRIGGER "statistics_time_off_inserted" ON "time_off";
--> statement-breakpoint
DROP TRIGGER "statistics_time_off_deleted" ON "time_off";
--> statement-breakpoint
DROP TRIGGER "statistics_time_off_updated" ON "time_off";
--> statement-breakpoint
DROP FUNCTION "statistics_hours_inserted"();
--> statement-breakpoint
DROP FUNCTION "statistics_hours_deleted"();
--> statement-breakpoint
DROP FUNCTION "statistics_hours_updated"();
--> statement-breakpoint
DROP FUNCTION "statistics_refresh_inside"(uuid[]);
--> statement-breakpoint
-- Recomputes what bookings held resource r on day d. The row is locked first, and the sum is
-- then read by a statement of its own: under READ COMMITTED that statement sees every booking
-- a concurrent transaction committed while this one waited for the lock, so two bookings of
-- one resource and day made at once both count.
CREATE OR REPLACE FUNCTION "statistics_refresh_resource_day"(r uuid, d date, tz text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  lo timestamptz := d::timestamp AT TIME ZONE tz;
  hi timestamptz := (d + 1)::timestamp AT TIME ZONE tz;
  held tstzmultirange;
BEGIN
  INSERT INTO "statistics_resource_days" ("resource_id", "day") VALUES (r, d) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "statistics_resource_days" WHERE "resource_id" = r AND "day" = d FOR UPDATE;
  SELECT coalesce(range_agg(tstzrange(b."start_at", b."end_at")), '{}') INTO held
    FROM "bookings" b
   WHERE b."resource_id" = r AND b."start_at" >= lo AND b."start_at" < hi
     AND b."status" IN ('pending', 'confirmed', 'completed', 'no_show');
  UPDATE "statistics_resource_days"
     SET "busy" = held, "busy_seconds" = "statistics_seconds"(held)
   WHERE "resource_id" = r AND "day" = d;
END $$;
--> statement-breakpoint
-- Both tables from scratch, in the business time zone of now. Bookings are locked against writes
-- meanwhile, so none is counted twice or missed.
CREATE OR REPLACE FUNCTION "statistics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text := "statistics_business_zone"();
BEGIN
  LOCK TABLE "bookings" IN SHARE MODE;
  DELETE FROM "statistics_booking_days";
  DELETE FROM "statistics_resource_days";
  INSERT INTO "statistics_booking_days"
         ("day", "status", "source", "currency", "bookings", "amount_minor", "priced")
  SELECT ("start_at" AT TIME ZONE tz)::date, "status", "source", "currency", count(*),
         coalesce(sum("price_minor"::bigint * "seats"), 0), count("price_minor")
    FROM "bookings" GROUP BY 1, 2, 3, 4;
  INSERT INTO "statistics_resource_days" ("resource_id", "day", "busy", "busy_seconds")
  SELECT "resource_id", "day", "held", "statistics_seconds"("held")
    FROM (SELECT "resource_id", ("start_at" AT TIME ZONE tz)::date AS "day",
                 range_agg(tstzrange("start_at", "end_at")) AS "held"
            FROM "bookings" WHERE "status" IN ('pending', 'confirmed', 'completed', 'no_show')
           GROUP BY 1, 2) AS d;
END $$;
--> statement-breakpoint
DROP FUNCTION "statistics_open_day"(uuid, date, text);
--> statement-breakpoint
ALTER TABLE "statistics_resource_days" DROP COLUMN "inside_seconds";
