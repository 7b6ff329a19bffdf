ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "country" text DEFAULT 'GB' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_texts_to" ON "outbox" USING btree ("to","created_at") WHERE "outbox"."channel" = 'sms';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" = 'email' or ("outbox"."channel" = 'sms' and "outbox"."subject" = '' and "outbox"."html" is null));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_country" CHECK ("business_settings"."country" ~ '^[A-Z]{2}$');