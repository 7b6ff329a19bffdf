ALTER TABLE "outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "coalesced" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_mails_to" ON "outbox" USING btree ("to","created_at") WHERE "outbox"."channel" = 'email';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_pending_coalesce" ON "outbox" USING btree ("coalesce_key") WHERE "outbox"."status" = 'pending' and "outbox"."attempts" = 0;--> statement-breakpoint
CREATE INDEX "quote_messages_author_id_created_at_index" ON "quote_messages" USING btree ("author_id","created_at");