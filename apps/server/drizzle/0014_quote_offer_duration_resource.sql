ALTER TABLE "quotes" ADD COLUMN "offer_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offer_resource_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_offer_resource_id_resources_id_fk" FOREIGN KEY ("offer_resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_offer_duration" CHECK ("quotes"."offer_duration_minutes" is null or "quotes"."offer_duration_minutes" between 5 and 1440);