ALTER TABLE "profiles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language" CHECK (language in ('en', 'de', 'fr', 'es', 'ja', 'ar'));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_language" CHECK (default_language in ('en', 'de', 'fr', 'es', 'ja', 'ar'));