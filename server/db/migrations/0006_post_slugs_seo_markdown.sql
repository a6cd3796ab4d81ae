CREATE TABLE "post_slug_history" (
	"slug" varchar(120) PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "slug" varchar(120);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "meta_title" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "meta_description" varchar(400) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "og_image" varchar(2048) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand from here on (drizzle-kit does not write data migrations).
-- Every existing post gets a slug from its title, as contracts/blog.ts `slugFromTitle` makes them: accents
-- dropped, lower case, anything but letters and digits turned into single hyphens, at most 80 characters,
-- 'post' when nothing is left. A repeated slug gets the start of the post's id after it.
WITH "bases" AS (
  SELECT "id", "created_at",
    coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(
      regexp_replace(normalize(lower("title"), NFKD), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g')), 80)), ''), 'post') AS "base"
  FROM "blog_posts"
), "numbered" AS (
  SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "created_at", "id") AS "n" FROM "bases"
)
UPDATE "blog_posts" SET "slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."base"
  ELSE "numbered"."base" || '-' || left(replace("blog_posts"."id"::text, '-', ''), 8) END
FROM "numbered" WHERE "numbered"."id" = "blog_posts"."id";--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
-- Post bodies become Markdown (CommonMark + GFM, a single line break is a line break). Text written before
-- shows exactly as before once the characters Markdown would read as syntax are escaped: backslashes, the
-- inline marks (* _ ` [ ] ~ < |) and entities (&amp;) anywhere, and at the start of a line the markers of
-- headings (#), lists (- + 1.), quotes (>) and rules or underlines (= -). Leading spaces (which would
-- make code blocks) are dropped: the old page did not show them either. Kept as a function for imports of
-- plain text.
CREATE FUNCTION "plain_text_to_markdown"("plain" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(
      replace(replace("plain", E'\r\n', E'\n'), E'\r', E'\n'),
      '\\', '\\\\', 'g'),
      '([`*_\[\]~<|])', '\\\1', 'g'),
      '&(#?[A-Za-z0-9]+;)', '\\&\1', 'g'),
      '^[ \t]+', '', 'gn'),
      '^(#)', '\\\1', 'gn'),
      '^([-+=>])', '\\\1', 'gn'),
      '^([0-9]{1,9})([.)])', '\1\\\2', 'gn'),
      '^([ \t]*)$', '', 'gn')
$$;--> statement-breakpoint
UPDATE "blog_posts" SET "content" = "plain_text_to_markdown"("content");--> statement-breakpoint
ALTER TABLE "post_slug_history" ADD CONSTRAINT "post_slug_history_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_slug_history_post_idx" ON "post_slug_history" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_slug_format" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
