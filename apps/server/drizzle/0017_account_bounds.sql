-- Hand-written: values an older server let in are brought within the bounds first, so that the
-- constraints below can be added to any existing database. A role that is not one of ours (such
-- as 'admin,operator', which Better Auth read as admin while Reserva showed a customer) becomes
-- customer; an admin grants a role again through the people page, with an audit row.
UPDATE "users" SET "role" = 'customer' WHERE "role" NOT IN ('customer', 'operator', 'admin');--> statement-breakpoint
UPDATE "users" SET "name" = left("name", 120) WHERE char_length("name") > 120;--> statement-breakpoint
UPDATE "users" SET "image" = NULL WHERE char_length("image") > 2048 OR "image" !~* '^https?://';--> statement-breakpoint
UPDATE "users" SET "phone_number" = NULL, "phone_number_verified" = NULL WHERE char_length("phone_number") > 16;--> statement-breakpoint
UPDATE "users" SET "ban_reason" = left("ban_reason", 500) WHERE char_length("ban_reason") > 500;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('customer', 'operator', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_length" CHECK (char_length("users"."name") <= 120);--> statement-breakpoint
-- An address cannot be cut short (it is how someone signs in): the bound holds for new values.
ALTER TABLE "users" ADD CONSTRAINT "users_email_length" CHECK (char_length("users"."email") <= 254) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_image_length" CHECK (char_length("users"."image") <= 2048);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_length" CHECK (char_length("users"."phone_number") <= 16);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ban_reason_length" CHECK (char_length("users"."ban_reason") <= 500);