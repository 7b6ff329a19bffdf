ALTER TABLE "outbox" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_calendar" CHECK (("outbox"."calendar" is null) = ("outbox"."calendar_method" is null) and ("outbox"."calendar" is null or "outbox"."channel" = 'email'));