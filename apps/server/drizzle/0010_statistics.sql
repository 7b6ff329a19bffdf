CREATE TABLE "statistics_booking_days" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"priced" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_booking_days_day_status_source_currency_pk" PRIMARY KEY("day","status","source","currency")
);
--> statement-breakpoint
CREATE TABLE "statistics_resource_days" (
	"resource_id" uuid NOT NULL,
	"day" date NOT NULL,
	"busy" "tstzmultirange" DEFAULT '{}' NOT NULL,
	"busy_seconds" bigint DEFAULT 0 NOT NULL,
	"inside_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_resource_days_resource_id_day_pk" PRIMARY KEY("resource_id","day")
);
--> statement-breakpoint
-- Hand-written from here on (issue #12 item 3, docs/decisions/008). The two tables above are
-- sums of `bookings`, kept by triggers in the same transaction as every change, so the
-- statistics read a few rows per day instead of every booking. Days are calendar days in the
-- business time zone; when that changes, both tables are rebuilt.
-- Every booking change rewrites a row here. Free room on each page keeps the new version on
-- the same page (a HOT update), so the old ones are pruned as the page is read, even on PGlite,
-- which has no autovacuum.
ALTER TABLE "statistics_booking_days" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "statistics_resource_days" SET (fillfactor = 50);
--> statement-breakpoint
-- The business time zone as PostgreSQL knows it. The settings accept any zone the server's
-- JavaScript runtime knows; should PostgreSQL's zone data lack one, the sums fall back to UTC
-- rather than refuse every booking.
CREATE FUNCTION "statistics_business_zone"() RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text := coalesce((SELECT "timezone" FROM "business_settings" WHERE "id" = 1), 'UTC');
BEGIN
  PERFORM now() AT TIME ZONE zone;
  RETURN zone;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN 'UTC';
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_seconds"(m tstzmultirange) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(sum(extract(epoch FROM upper(x) - lower(x))), 0)::bigint FROM unnest(m) AS x
$$;
--> statement-breakpoint
-- When resource r is open on local day d: the date's overrides, or else the weekday's hours (as
-- wall-clock times in zone tz), minus time off. The same rule as the slot engine's.
CREATE FUNCTION "statistics_open_day"(r uuid, d date, tz text) RETURNS tstzmultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
      SELECT range_agg(tstzrange((d + h."start_time") AT TIME ZONE tz, (d + h."end_time") AT TIME ZONE tz))
        FROM (SELECT o."start_time", o."end_time" FROM "schedule_overrides" o
               WHERE o."resource_id" = r AND o."date" = d AND o."start_time" IS NOT NULL
              UNION ALL
              SELECT w."start_time", w."end_time" FROM "working_hours" w
               WHERE w."resource_id" = r AND w."weekday" = extract(isodow FROM d)
                 AND NOT EXISTS (SELECT 1 FROM "schedule_overrides" o
                                  WHERE o."resource_id" = r AND o."date" = d)) AS h), '{}')
       - coalesce((
      SELECT range_agg(tstzrange(t."starts_at", t."ends_at")) FROM "time_off" t
       WHERE t."resource_id" = r AND t."starts_at" < (d + 1)::timestamp AT TIME ZONE tz
         AND t."ends_at" > d::timestamp AT TIME ZONE tz), '{}')
$$;
--> statement-breakpoint
-- Recomputes what bookings held resource r on day d. The row is locked first, and the sum is
-- then read by a statement of its own: under READ COMMITTED that statement sees every booking
-- a concurrent transaction committed while this one waited for the lock, so two bookings of
-- one resource and day made at once both count.
CREATE FUNCTION "statistics_refresh_resource_day"(r uuid, d date, tz text) RETURNS void
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
     SET "busy" = held,
         "busy_seconds" = "statistics_seconds"(held),
         "inside_seconds" = CASE WHEN isempty(held) THEN 0
                                 ELSE "statistics_seconds"(held * "statistics_open_day"(r, d, tz)) END
   WHERE "resource_id" = r AND "day" = d;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_booking_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := "statistics_business_zone"();
  old_day date;
  new_day date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_day := (OLD."start_at" AT TIME ZONE tz)::date;
    UPDATE "statistics_booking_days"
       SET "bookings" = "bookings" - 1,
           "amount_minor" = "amount_minor" - coalesce(OLD."price_minor"::bigint * OLD."seats", 0),
           "priced" = "priced" - (OLD."price_minor" IS NOT NULL)::int
     WHERE "day" = old_day AND "status" = OLD."status" AND "source" = OLD."source"
       AND "currency" = OLD."currency";
    PERFORM "statistics_refresh_resource_day"(OLD."resource_id", old_day, tz);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_day := (NEW."start_at" AT TIME ZONE tz)::date;
    INSERT INTO "statistics_booking_days" AS s
           ("day", "status", "source", "currency", "bookings", "amount_minor", "priced")
    VALUES (new_day, NEW."status", NEW."source", NEW."currency", 1,
            coalesce(NEW."price_minor"::bigint * NEW."seats", 0), (NEW."price_minor" IS NOT NULL)::int)
    ON CONFLICT ("day", "status", "source", "currency") DO UPDATE
       SET "bookings" = s."bookings" + 1,
           "amount_minor" = s."amount_minor" + excluded."amount_minor",
           "priced" = s."priced" + excluded."priced";
    -- An update on the same resource and day was recomputed above, with the new row in place.
    IF TG_OP = 'INSERT' OR NEW."resource_id" <> OLD."resource_id" OR new_day <> old_day THEN
      PERFORM "statistics_refresh_resource_day"(NEW."resource_id", new_day, tz);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: the sums' rows are then locked only while the transaction commits,
-- not for all of a booking's transaction, so bookings of one day do not queue behind each other.
CREATE CONSTRAINT TRIGGER "statistics_booking_written" AFTER INSERT OR DELETE ON "bookings"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "statistics_booking_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_booking_updated"
  AFTER UPDATE OF "start_at", "end_at", "status", "resource_id", "price_minor", "seats", "currency", "source"
  ON "bookings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."start_at" IS DISTINCT FROM NEW."start_at" OR OLD."end_at" IS DISTINCT FROM NEW."end_at"
     OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."resource_id" IS DISTINCT FROM NEW."resource_id"
     OR OLD."price_minor" IS DISTINCT FROM NEW."price_minor" OR OLD."seats" IS DISTINCT FROM NEW."seats"
     OR OLD."currency" IS DISTINCT FROM NEW."currency" OR OLD."source" IS DISTINCT FROM NEW."source")
  EXECUTE FUNCTION "statistics_booking_changed"();
--> statement-breakpoint
-- Hours, overrides or time off changed: the booked time inside open hours of the resources they
-- belong to is measured again, on each of their days with bookings. Rare (staff editing hours),
-- one statement per change. A trigger with transition tables has one event, hence three each.
CREATE FUNCTION "statistics_refresh_inside"(rs uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text := "statistics_business_zone"();
BEGIN
  UPDATE "statistics_resource_days" s
     SET "inside_seconds" = "statistics_seconds"(s."busy" * "statistics_open_day"(s."resource_id", s."day", tz))
   WHERE s."resource_id" = ANY (rs) AND NOT isempty(s."busy");
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_hours_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistics_refresh_inside"(ARRAY(SELECT DISTINCT "resource_id" FROM changed_after));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_hours_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistics_refresh_inside"(ARRAY(SELECT DISTINCT "resource_id" FROM changed_before));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_hours_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistics_refresh_inside"(ARRAY(SELECT "resource_id" FROM changed_before
                                             UNION SELECT "resource_id" FROM changed_after));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_working_hours_inserted" AFTER INSERT ON "working_hours"
  REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_inserted"();
--> statement-breakpoint
CREATE TRIGGER "statistics_working_hours_deleted" AFTER DELETE ON "working_hours"
  REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_deleted"();
--> statement-breakpoint
CREATE TRIGGER "statistics_working_hours_updated" AFTER UPDATE ON "working_hours"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_updated"();
--> statement-breakpoint
CREATE TRIGGER "statistics_schedule_overrides_inserted" AFTER INSERT ON "schedule_overrides"
  REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_inserted"();
--> statement-breakpoint
CREATE TRIGGER "statistics_schedule_overrides_deleted" AFTER DELETE ON "schedule_overrides"
  REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_deleted"();
--> statement-breakpoint
CREATE TRIGGER "statistics_schedule_overrides_updated" AFTER UPDATE ON "schedule_overrides"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_updated"();
--> statement-breakpoint
CREATE TRIGGER "statistics_time_off_inserted" AFTER INSERT ON "time_off"
  REFERENCING NEW TABLE AS changed_after FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_inserted"();
--> statement-breakpoint
CREATE TRIGGER "statistics_time_off_deleted" AFTER DELETE ON "time_off"
  REFERENCING OLD TABLE AS changed_before FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_deleted"();
--> statement-breakpoint
CREATE TRIGGER "statistics_time_off_updated" AFTER UPDATE ON "time_off"
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT
  EXECUTE FUNCTION "statistics_hours_updated"();
--> statement-breakpoint
-- Both tables from scratch, in the business time zone of now. Bookings are locked against writes
-- meanwhile, so none is counted twice or missed.
CREATE FUNCTION "statistics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO "statistics_resource_days" ("resource_id", "day", "busy", "busy_seconds", "inside_seconds")
  SELECT "resource_id", "day", "held", "statistics_seconds"("held"),
         "statistics_seconds"("held" * "statistics_open_day"("resource_id", "day", tz))
    FROM (SELECT "resource_id", ("start_at" AT TIME ZONE tz)::date AS "day",
                 range_agg(tstzrange("start_at", "end_at")) AS "held"
            FROM "bookings" WHERE "status" IN ('pending', 'confirmed', 'completed', 'no_show')
           GROUP BY 1, 2) AS d;
END $$;
--> statement-breakpoint
CREATE FUNCTION "statistics_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistics_rebuild"();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "statistics_zone_set" AFTER INSERT ON "business_settings"
  FOR EACH ROW EXECUTE FUNCTION "statistics_zone_changed"();
--> statement-breakpoint
CREATE TRIGGER "statistics_zone_changed" AFTER UPDATE OF "timezone" ON "business_settings"
  FOR EACH ROW WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
  EXECUTE FUNCTION "statistics_zone_changed"();
--> statement-breakpoint
-- The lookups the triggers, the statistics and the audit log's filters make.
CREATE INDEX "bookings_resource_id_start_at_index" ON "bookings" USING btree ("resource_id", "start_at");
--> statement-breakpoint
CREATE INDEX "quotes_created_at_index" ON "quotes" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_at_index" ON "audit_log" USING btree ("actor_id", "at");
--> statement-breakpoint
SELECT "statistics_rebuild"();
