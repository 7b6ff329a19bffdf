CREATE TABLE "guest_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"booking_id" uuid,
	"request" jsonb,
	"idempotency_key" text,
	"code_hash" text,
	"token_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_confirmations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guest_confirmations_something" CHECK ("guest_confirmations"."request" is not null or "guest_confirmations"."booking_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "guest_booking" text DEFAULT 'confirm_first' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "guest_phone" text DEFAULT 'optional' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_confirmations" ADD CONSTRAINT "guest_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_confirmations" ADD CONSTRAINT "guest_confirmations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_confirmations_expires_at_index" ON "guest_confirmations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guest_confirmations_booking_id_index" ON "guest_confirmations" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "guest_confirmations_idempotency" ON "guest_confirmations" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_guests" CHECK ("business_settings"."guest_booking" in ('off', 'confirm_first', 'book_then_confirm')
        and "business_settings"."guest_phone" in ('off', 'optional', 'required'));