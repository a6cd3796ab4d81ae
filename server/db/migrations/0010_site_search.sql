CREATE TABLE "search_documents" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"url" varchar(300) NOT NULL,
	"title" varchar(300) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"published_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary || ' ' || keywords), 'B') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL,
	"head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary || ' ' || keywords), 'B')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model functions or triggers): search_documents follows the
-- tables it indexes (docs/decisions/031-site-search.md). Each search_index_* function is the one
-- place that maps a row to its document; the triggers call it on every insert and update, whatever
-- wrote the row (the admin API, the seed, an import, the scheduler), and delete the document first.
-- Only published posts and portfolio items are indexed.

-- Markdown (or any copy) as plain words for the index and its snippets: images and links keep their
-- text, tags and markup characters go, and so do the two control characters the snippets use as
-- highlight markers (server/modules/search/service.ts), so no copy can fake a highlight.
CREATE FUNCTION "search_plain_text"("copy" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    translate($1, E'\x01\x02', ''),
    '!?\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
    '<[^>]*>', ' ', 'g'),
    '[#*_`>|~]+', ' ', 'g'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- Every string inside a JSON value (a service page's body, a case study's sections), except paths and
-- addresses (images, links) and names of icons ("code-xml": one lower-case word or hyphenated words),
-- joined by spaces.
CREATE FUNCTION "search_json_text"("value" jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg("item" #>> '{}', ' '), '')
  FROM jsonb_path_query($1, 'strict $.** ? (@.type() == "string" && !(@ starts with "/") && !(@ starts with "http") && !(@ like_regex "^[a-z0-9]+(-[a-z0-9]+)*$"))') AS "item"
$$;--> statement-breakpoint
CREATE FUNCTION "search_index_post"("post" "blog_posts") RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_documents" ("key", "kind", "url", "title", "summary", "keywords", "body", "published_on", "created_at")
  SELECT 'post:' || $1."id", 'post', '/blog/' || $1."slug", $1."title", search_plain_text($1."excerpt"),
    concat_ws(' ', $1."category", array_to_string($1."tags", ' ')), search_plain_text($1."content"), $1."date", $1."created_at"
  WHERE $1."status" = 'published'
  ON CONFLICT ("key") DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION "search_index_portfolio_item"("item" "portfolio_items") RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_documents" ("key", "kind", "url", "title", "summary", "keywords", "created_at")
  SELECT 'portfolio:' || $1."id", 'portfolio', '/portfolio?item=' || $1."id", $1."title", search_plain_text($1."description"),
    concat_ws(' ', $1."category", array_to_string($1."technologies", ' ')), $1."created_at"
  WHERE $1."status" = 'published'
  ON CONFLICT ("key") DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION "search_index_case_study"("study" "site_case_studies") RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_documents" ("key", "kind", "url", "title", "summary", "keywords", "body", "created_at")
  VALUES ('case-study:' || $1."id", 'case-study', '/case-studies/' || $1."slug", $1."title", search_plain_text($1."description"),
    concat_ws(' ', $1."category", $1."client", $1."industry", $1."location", array_to_string($1."services", ' ')),
    search_plain_text(concat_ws(' ', array_to_string($1."challenge", ' '), search_json_text($1."solution"), search_json_text($1."results"), $1."outcome", search_json_text($1."quote"))),
    $1."created_at")
  ON CONFLICT ("key") DO NOTHING
$$;--> statement-breakpoint
-- By its parts, not its row: a service page whose row is missing is indexed from its shipped copy
-- with the same function (server/modules/search/shipped-copy.ts). A stored page replaces its shipped copy.
-- The last part of its address is a keyword ('seo' for Search Engine Optimization).
CREATE FUNCTION "search_index_service_page"("slug" text, "title" text, "summary" text, "seo_description" text, "body" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_documents" ("key", "kind", "url", "title", "summary", "keywords", "body")
  VALUES ('service:' || $1, 'service', '/services/' || $1, $2, search_plain_text($3),
    concat_ws(' ', replace(regexp_replace($1, '^.*/', ''), '-', ' '), search_plain_text($4)), search_plain_text(search_json_text($5)))
  ON CONFLICT ("key") DO UPDATE SET "url" = EXCLUDED."url", "title" = EXCLUDED."title", "summary" = EXCLUDED."summary", "keywords" = EXCLUDED."keywords", "body" = EXCLUDED."body"
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_follow_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM "search_documents" WHERE "key" = 'post:' || OLD."id"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM search_index_post(NEW); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_follow_portfolio_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM "search_documents" WHERE "key" = 'portfolio:' || OLD."id"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM search_index_portfolio_item(NEW); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_follow_case_studies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM "search_documents" WHERE "key" = 'case-study:' || OLD."id"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM search_index_case_study(NEW); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "search_documents_follow_service_pages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM "search_documents" WHERE "key" = 'service:' || OLD."slug"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM search_index_service_page(NEW."slug", NEW."title", NEW."summary", NEW."seo_description", NEW."body"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_search" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "search_documents_follow_posts"();--> statement-breakpoint
CREATE TRIGGER "portfolio_items_search" AFTER INSERT OR UPDATE OR DELETE ON "portfolio_items"
  FOR EACH ROW EXECUTE FUNCTION "search_documents_follow_portfolio_items"();--> statement-breakpoint
CREATE TRIGGER "site_case_studies_search" AFTER INSERT OR UPDATE OR DELETE ON "site_case_studies"
  FOR EACH ROW EXECUTE FUNCTION "search_documents_follow_case_studies"();--> statement-breakpoint
CREATE TRIGGER "site_services_search" AFTER INSERT OR UPDATE OR DELETE ON "site_services"
  FOR EACH ROW EXECUTE FUNCTION "search_documents_follow_service_pages"();--> statement-breakpoint
-- What an existing site already has.
SELECT search_index_post("p") FROM "blog_posts" AS "p";--> statement-breakpoint
SELECT search_index_portfolio_item("i") FROM "portfolio_items" AS "i";--> statement-breakpoint
SELECT search_index_case_study("s") FROM "site_case_studies" AS "s";--> statement-breakpoint
SELECT search_index_service_page("slug", "title", "summary", "seo_description", "body") FROM "site_services";
