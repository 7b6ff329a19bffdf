CREATE TABLE "sign_in_failures" (
	"identifier" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"owner_notified_at" timestamp with time zone
);
