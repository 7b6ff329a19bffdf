CREATE TABLE "calendar_busy_times" (
	"connection_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_times_order" CHECK ("calendar_busy_times"."starts_at" < "calendar_busy_times"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"url" text NOT NULL,
	"calendar_url" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"read_due_at" timestamp with time zone NOT NULL,
	"read_lease_until" timestamp with time zone,
	"last_read_at" timestamp with time zone,
	"read_error" text,
	"read_failing_since" timestamp with time zone,
	"read_failures" integer DEFAULT 0 NOT NULL,
	"last_written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_resource_id_unique" UNIQUE("resource_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_event_writes" (
	"connection_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"written_version" integer DEFAULT 0 NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"etag" text,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failing_since" timestamp with time zone,
	CONSTRAINT "calendar_event_writes_connection_id_booking_id_pk" PRIMARY KEY("connection_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_writes" ADD CONSTRAINT "calendar_event_writes_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_writes" ADD CONSTRAINT "calendar_event_writes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_times_resource_id_ends_at_index" ON "calendar_busy_times" USING btree ("resource_id","ends_at");--> statement-breakpoint
CREATE INDEX "calendar_busy_times_connection_id_index" ON "calendar_busy_times" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "calendar_event_writes_due" ON "calendar_event_writes" USING btree ("due_at") WHERE "calendar_event_writes"."version" > "calendar_event_writes"."written_version";--> statement-breakpoint
CREATE INDEX "calendar_event_writes_booking_id_index" ON "calendar_event_writes" USING btree ("booking_id");