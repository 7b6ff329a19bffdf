CREATE TABLE "business_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_closures_order" CHECK ("business_closures"."first_day" <= "business_closures"."last_day"),
	CONSTRAINT "business_closures_reason" CHECK (char_length("business_closures"."reason") <= 120)
);
--> statement-breakpoint
CREATE INDEX "business_closures_last_day_index" ON "business_closures" USING btree ("last_day");