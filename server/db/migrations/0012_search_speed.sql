DROP INDEX "search_documents_document_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "kind_order" smallint GENERATED ALWAYS AS (CASE kind WHEN 'service' THEN 0 WHEN 'case-study' THEN 1 WHEN 'post' THEN 2 ELSE 3 END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_title_words_idx" ON "search_documents" USING gin (to_tsvector('english', "title")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_head_idx" ON "search_documents" USING gin ("head") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_listing_idx" ON "search_documents" USING btree ("kind_order","published_on" DESC NULLS LAST,"created_at" DESC NULLS LAST,"key");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model functions): the site search's typo fallback
-- (docs/decisions/034-search-speed.md), titles like what was typed, best first, ties listed as the
-- search lists them. A function so that it can carry its own planner setting: it is asked only when
-- the words found less than a page of results, and answered from the trigram index; without the
-- setting the planner reads every title instead once a tenth of them share a word with the typo
-- ('brandng': every title with 'branding'), which costs ten times more on the embedded database.
CREATE FUNCTION "search_similar_titles"("typed" text, "weight" real, "page_size" integer)
  RETURNS TABLE ("page_key" varchar, "page_score" numeric) LANGUAGE sql STABLE SET enable_seqscan = off AS $$
  SELECT "d"."key", round(("weight" * word_similarity("typed", "d"."title"))::numeric, 3) AS "score"
  FROM "search_documents" AS "d"
  WHERE "typed" <% "d"."title"
  ORDER BY "score" DESC, "d"."kind_order", "d"."published_on" DESC NULLS LAST, "d"."created_at" DESC NULLS LAST, "d"."key"
  LIMIT "page_size"
$$;
