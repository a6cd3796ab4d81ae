-- Written by hand (docs/decisions/044-newsletter-links-hashed.md): the newsletter's confirm and
-- unsubscribe tokens are kept only as their SHA-256 (hex), like staff one-time tokens, and a
-- confirmation link expires. The raw tokens already stored become their hashes in place, so the links
-- in emails already sent keep working (a lookup hashes the token from the link); subscriptions still
-- waiting for confirmation get a week from now to use theirs.
ALTER TABLE "newsletter_subscriptions" RENAME COLUMN "confirm_token" TO "confirm_token_hash";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" RENAME COLUMN "unsubscribe_token" TO "unsubscribe_token_hash";--> statement-breakpoint
ALTER INDEX "newsletter_subscriptions_confirm_token_unique" RENAME TO "newsletter_subscriptions_confirm_token_hash_unique";--> statement-breakpoint
ALTER INDEX "newsletter_subscriptions_unsubscribe_token_unique" RENAME TO "newsletter_subscriptions_unsubscribe_token_hash_unique";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET
  "confirm_token_hash" = encode(sha256(convert_to("confirm_token_hash", 'UTF8')), 'hex'),
  "unsubscribe_token_hash" = encode(sha256(convert_to("unsubscribe_token_hash", 'UTF8')), 'hex'),
  "confirm_expires_at" = CASE WHEN "status" = 'pending' THEN now() + interval '7 days' END;
