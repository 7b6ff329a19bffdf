ALTER TABLE "guest_confirmations" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_confirmations" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "link_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_confirmations" ADD CONSTRAINT "guest_confirmations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_confirmations_quote_id_index" ON "guest_confirmations" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "guest_confirmations" ADD CONSTRAINT "guest_confirmations_kind" CHECK (("guest_confirmations"."kind" = 'booking' and "guest_confirmations"."quote_id" is null) or ("guest_confirmations"."kind" = 'quote' and "guest_confirmations"."booking_id" is null and "guest_confirmations"."request" is not null));