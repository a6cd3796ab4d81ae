-- A service page's short name, the last part of its address ("seo" for Search Engine Optimization,
-- "ecommerce support", "google ads ppc"), counts as part of its title in search, and a service named
-- by all the words searched for is listed first: a visitor who types "seo" finds the SEO service page
-- above the case studies and posts with SEO in their titles. An IMMUTABLE SQL function (inlined by the
-- planner) so that it can be indexed; it calls only built-in functions, because PostgreSQL 17 runs index
-- expressions with the search_path reduced to pg_catalog.
CREATE FUNCTION "search_short_name"("kind" text, "url" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "kind" = 'service' THEN replace(regexp_replace("url", '^.*/', ''), '-', ' ') ELSE '' END
$$;--> statement-breakpoint
DROP INDEX "search_documents_title_words_idx";--> statement-breakpoint
CREATE INDEX "search_documents_title_words_idx" ON "search_documents" USING gin (to_tsvector('english', "title" || ' ' || search_short_name("kind", "url"))) WITH (fastupdate=false);
