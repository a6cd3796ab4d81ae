-- Trigram indexes for the admin contacts search (ILIKE '%term%'). pg_trgm ships with PostgreSQL
-- (a "trusted" extension: the database owner may create it) and is loaded into PGlite in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contacts_name_trgm_idx" ON "contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_subject_trgm_idx" ON "contacts" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_message_trgm_idx" ON "contacts" USING gin ("message" gin_trgm_ops);