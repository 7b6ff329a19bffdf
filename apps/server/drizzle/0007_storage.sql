CREATE TABLE "storage_buckets" (
	"id" text PRIMARY KEY NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"file_size_limit" bigint,
	"allowed_mime_types" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_buckets_id" CHECK ("storage_buckets"."id" ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
	CONSTRAINT "storage_buckets_size_limit" CHECK ("storage_buckets"."file_size_limit" is null or "storage_buckets"."file_size_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" text NOT NULL,
	"name" text collate "C" NOT NULL,
	"version" uuid NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"cache_control" text NOT NULL,
	"sha256" text NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_objects_bucket_name" UNIQUE("bucket_id","name"),
	CONSTRAINT "storage_objects_size" CHECK ("storage_objects"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_bucket_id_storage_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."storage_buckets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_objects_owner_id_index" ON "storage_objects" USING btree ("owner_id");