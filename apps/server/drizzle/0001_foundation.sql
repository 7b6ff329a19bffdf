CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'staff' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_resources" (
	"service_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	CONSTRAINT "service_resources_service_id_resource_id_pk" PRIMARY KEY("service_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"slot_step_minutes" integer DEFAULT 15 NOT NULL,
	"pricing" text DEFAULT 'fixed' NOT NULL,
	"price_minor" integer,
	"capacity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_duration" CHECK ("services"."duration_minutes" > 0),
	CONSTRAINT "services_buffers" CHECK ("services"."buffer_before_minutes" >= 0 and "services"."buffer_after_minutes" >= 0),
	CONSTRAINT "services_step" CHECK ("services"."slot_step_minutes" > 0),
	CONSTRAINT "services_capacity" CHECK ("services"."capacity" >= 1),
	CONSTRAINT "services_price" CHECK (("services"."pricing" = 'fixed' and "services"."price_minor" >= 0) or ("services"."pricing" = 'quote' and "services"."price_minor" is null))
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "working_hours_weekday" CHECK ("working_hours"."weekday" between 1 and 7),
	CONSTRAINT "working_hours_order" CHECK ("working_hours"."start_time" < "working_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"about_markdown" text DEFAULT '' NOT NULL,
	"privacy_markdown" text DEFAULT '' NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 1440 NOT NULL,
	"reschedule_cutoff_minutes" integer DEFAULT 1440 NOT NULL,
	"hold_minutes" integer DEFAULT 10 NOT NULL,
	"require_confirmation" boolean DEFAULT false NOT NULL,
	"reminder_minutes_before" integer DEFAULT 1440 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_single_row" CHECK ("business_settings"."id" = 1),
	CONSTRAINT "business_settings_currency" CHECK ("business_settings"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "business_settings_policies" CHECK ("business_settings"."min_notice_minutes" >= 0 and "business_settings"."horizon_days" > 0 and "business_settings"."cancel_cutoff_minutes" >= 0
        and "business_settings"."reschedule_cutoff_minutes" >= 0 and "business_settings"."hold_minutes" > 0 and "business_settings"."reminder_minutes_before" >= 0)
);
--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_resources" ADD CONSTRAINT "service_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_resources_resource_id_index" ON "service_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "working_hours_resource_id_weekday_index" ON "working_hours" USING btree ("resource_id","weekday");