-- Written by hand (drizzle-kit does not model functions): search results' snippets read like a search
-- engine's (docs/decisions/060-search-snippets.md). The plain text search indexes and quotes from
-- (`search_documents.summary` and `.body`) keeps the copy's block structure as punctuation: a heading,
-- list item, table row or paragraph ends with its own punctuation, or with ". " when it has none (", "
-- between list items that start in lower case: "free, course, jobs, salary."; " — " between a table
-- row's cells), instead of running into the next one. Images' alt text is dropped: it describes a
-- picture for those who cannot see it, and is not text a visitor reads on the page (nor found by it).
-- A service page's JSON copy loses its images' alt text too; a case study's parts are joined in the
-- order its page shows them. The documents already indexed are derived again at the end.

-- The markers used on the way, never left in the result: E'\x03' ends a block, E'\x04' separates a
-- table row's cells, E'\x05' starts a list item (and ends the block before it). They, and the two
-- highlight markers of the snippets (E'\x01', E'\x02': server/modules/search/service.ts), are removed
-- from the copy first, so no copy can fake one.
CREATE OR REPLACE FUNCTION "search_plain_text"("copy" text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  "t" text := regexp_replace(translate($1, E'\x01\x02\x03\x04\x05', ''), E'\r\n?', E'\n', 'g');
BEGIN
  -- Line by line ('n': ^ and $ match at every line; . and [^…] do not cross lines).
  -- A code fence ends a block; a link's reference definition is no text.
  "t" := regexp_replace("t", '^[ \t]*(```|~~~).*$', E'\x03', 'gn');
  "t" := regexp_replace("t", '^[ \t]{0,3}\[[^]]+\]:[ \t]*[^ \t]+.*$', '', 'gn');
  -- Images go with their alt text (inline and by reference); links keep their text.
  "t" := regexp_replace("t", '!\[[^]]*\](\([^)]*\)|\[[^]]*\])', '', 'g');
  "t" := regexp_replace("t", '\[([^]]*)\](\([^)]*\)|\[[^]]*\])', '\1', 'g');
  -- HTML: comments go; a block element's tag ends a block, a list item's starts one, a table cell's
  -- separates cells; other tags (images with their alt attribute) go.
  "t" := regexp_replace("t", '<!--.*?-->', ' ', 'g');
  "t" := regexp_replace("t", '<li(\s[^>]*)?>', E'\x05', 'gi');
  "t" := regexp_replace("t", '</?(td|th)(\s[^>]*)?>', E'\x04', 'gi');
  "t" := regexp_replace("t", '</?(address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|thead|tfoot|tr|ul)(\s[^>]*)?/?>', E'\x03', 'gi');
  "t" := regexp_replace("t", '</?[[:alpha:]][^<>]*>', ' ', 'g');
  -- A table's delimiter row, a rule and a heading's underline end a block.
  "t" := regexp_replace("t", '^[ \t]*(\|[-:| \t]*-|:?-+:?[ \t]*\|)[-:| \t]*$', E'\x03', 'gn');
  "t" := regexp_replace("t", '^[ \t]*([-*_=][ \t]*){3,}$', E'\x03', 'gn');
  -- A heading is a block of its own; a quote and a table row start one (a row's last | ends it).
  "t" := regexp_replace("t", '^[ \t]{0,3}#{1,6}([ \t]+(.*))?$', E'\x03\\2\x03', 'gn');
  "t" := regexp_replace("t", '^[ \t]{0,3}(>[ \t]?)+', E'\x03', 'gn');
  "t" := regexp_replace("t", '^[ \t]*\|', E'\x03', 'gn');
  "t" := regexp_replace("t", '\|[ \t]*$', E'\x03', 'gn');
  "t" := replace("t", '|', E'\x04');
  -- A list item (-, *, + or a number; a task list's box goes) starts one.
  "t" := regexp_replace("t", '^[ \t]*([-*+]|[0-9]{1,9}[.)])[ \t]+(\[[ xX]\][ \t]+)?', E'\x05', 'gn');
  -- An empty line ends a paragraph; any other line break is a space.
  "t" := regexp_replace("t", E'\n([ \t]*\n)+', E'\x03', 'g');
  "t" := replace("t", E'\n', ' ');
  -- Inline markup: escapes, emphasis and code marks go (two words joined by _ stay two words), and the
  -- remaining markup characters become spaces, as before.
  "t" := regexp_replace("t", '\\([[:punct:]])', '\1', 'g');
  "t" := regexp_replace("t", '([[:alnum:]])_+([[:alnum:]])', '\1 \2', 'g');
  "t" := regexp_replace("t", '[*_~`]+', '', 'g');
  "t" := regexp_replace("t", '[#>]+', ' ', 'g');
  "t" := regexp_replace("t", '[[:space:]]+', ' ', 'g');
  -- No space is left before punctuation where an image or a mark went ("see ![…](…).", "C#,").
  "t" := regexp_replace("t", ' +([.,;:!?])(?= |$|[\x03\x04\x05])', '\1', 'g');
  -- Runs of markers and spaces become one marker: a list item's start wins over a block's end, which
  -- wins over a cell's. The text's end ends its last block.
  "t" := regexp_replace("t" || E'\x03', E'[ \x03\x04]*\x05[ \x03\x04\x05]*', E'\x05', 'g');
  "t" := regexp_replace("t", E'[ \x04]*\x03[ \x03\x04]*', E'\x03', 'g');
  "t" := regexp_replace("t", E' *\x04[ \x04]*', E'\x04', 'g');
  "t" := regexp_replace(regexp_replace("t", E'^[\x03\x04\x05]+', ''), E'[\x03\x04\x05]+$', E'\x03');
  -- Punctuation: what ends in its own stays so; list items in lower case are joined by commas; a
  -- block without any ends with a full stop, a cell with a dash.
  "t" := regexp_replace("t", E'(\x05[^\x03\x04\x05]*[^\x03\x04\x05.!?…:;,])(?=\x05[[:lower:]])', E'\\1,', 'g');
  "t" := regexp_replace("t", E'([.!?…:;,][]"''”’)]*)[\x03\x04\x05]', '\1 ', 'g');
  "t" := replace(replace(replace("t", E'\x03', '. '), E'\x05', '. '), E'\x04', ' — ');
  RETURN btrim("t");
END;
$$;--> statement-breakpoint
-- Every string inside a JSON value (a service page's body), except paths and addresses (images, links),
-- names of icons ("code-xml": one lower-case word or hyphenated words) and images' alt text (the
-- value of any "alt" key), each as a paragraph of its own.
CREATE OR REPLACE FUNCTION "search_json_text"("value" jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg("item" #>> '{}', E'\n\n'), '')
  FROM jsonb_path_query($1, 'strict $.** ? (@.type() == "string" && !(@ starts with "/") && !(@ starts with "http") && !(@ like_regex "^[a-z0-9]+(-[a-z0-9]+)*$"))') AS "item"
  WHERE "item" NOT IN (SELECT jsonb_path_query($1, 'lax $.**.alt'))
$$;--> statement-breakpoint
-- A case study's text in the order its page shows it: the challenge's paragraphs, each step's title
-- then text, each result's figure with its label ("3x appointment requests"), the outcome, the quote
-- with who said it. (A JSON object's keys are stored by length, so the generic walk read a step's text
-- before its title.)
CREATE OR REPLACE FUNCTION "search_index_case_study"("study" "site_case_studies") RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_documents" ("key", "kind", "url", "title", "summary", "keywords", "body", "created_at")
  VALUES ('case-study:' || $1."id", 'case-study', '/case-studies/' || $1."slug", $1."title", search_plain_text($1."description"),
    concat_ws(' ', $1."category", $1."client", $1."industry", $1."location", array_to_string($1."services", ' ')),
    search_plain_text(concat_ws(E'\n\n',
      array_to_string($1."challenge", E'\n\n'),
      (SELECT string_agg(concat_ws(E'\n\n', "step" ->> 'title', "step" ->> 'text'), E'\n\n')
        FROM jsonb_array_elements(CASE jsonb_typeof($1."solution") WHEN 'array' THEN $1."solution" ELSE '[]' END) AS "step"),
      (SELECT string_agg(concat_ws(' ', "result" ->> 'figure', "result" ->> 'label'), E'\n\n')
        FROM jsonb_array_elements(CASE jsonb_typeof($1."results") WHEN 'array' THEN $1."results" ELSE '[]' END) AS "result"),
      $1."outcome",
      concat_ws(' — ', $1."quote" ->> 'text', nullif(concat_ws(', ', $1."quote" ->> 'name', $1."quote" ->> 'position'), '')))),
    $1."created_at")
  ON CONFLICT ("key") DO NOTHING
$$;--> statement-breakpoint
-- What an existing site already has, derived again (a service page that has no row, only its shipped
-- copy, is indexed again at every start: server/modules/search/shipped-copy.ts).
DELETE FROM "search_documents" WHERE "kind" IN ('post', 'portfolio', 'case-study');--> statement-breakpoint
SELECT search_index_post("p") FROM "blog_posts" AS "p";--> statement-breakpoint
SELECT search_index_portfolio_item("i") FROM "portfolio_items" AS "i";--> statement-breakpoint
SELECT search_index_case_study("s") FROM "site_case_studies" AS "s";--> statement-breakpoint
SELECT search_index_service_page("slug", "title", "summary", "seo_description", "body") FROM "site_services";
