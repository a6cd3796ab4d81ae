import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";

/** Words a marketing blog uses, common and rare; each post draws its title and body from them. */
const VOCABULARY = [
  "marketing", "brand", "branding", "seo", "local", "google", "ads", "instagram", "reels", "campaign", "customers", "business",
  "website", "speed", "mobile", "content", "strategy", "budget", "leads", "sales", "email", "newsletter", "design", "logo",
  "video", "audience", "growth", "analytics", "conversion", "landing", "page", "search", "ranking", "reviews", "map", "shop",
  "festival", "diwali", "gujarat", "anand", "vadodara", "restaurant", "clinic", "school", "retail", "ecommerce", "store",
  "payments", "delivery", "whatsapp", "facebook", "youtube", "influencer", "creator", "story", "photo", "caption", "hashtag",
  "team", "hiring", "training", "founder", "pricing", "offer", "discount", "launch", "product", "packaging", "print", "signage",
  "colour", "typography", "feedback", "survey", "research", "report", "quarter", "month", "week", "plan", "calendar",
  "the", "and", "for", "with", "your", "that", "this", "from", "more", "every", "how", "why", "what", "when", "small", "big",
];

/** `count` published posts of 250–450 words, dates over the last years, in batches of 1,000. */
export async function seedPosts(handle: DatabaseHandle, count: number) {
  // One array literal (a JavaScript array would be sent as one parameter per word).
  const words = sql`${`{${VOCABULARY.join(",")}}`}::text[]`;
  for (let start = 1; start <= count; start += 1000) {
    const end = Math.min(count, start + 999);
    await handle.db.execute(sql`
      INSERT INTO blog_posts (title, slug, excerpt, content, category, author, date, tags, status, image_url)
      SELECT
        initcap(w[1 + (i * 7) % n] || ' ' || w[1 + (i * 13) % n] || ' for ' || w[1 + (i * 31) % n] || ' ' || w[1 + (i * 17) % n]) || ' ' || i,
        'bench-post-' || i,
        'Notes on ' || w[1 + (i * 3) % n] || ' and ' || w[1 + (i * 11) % n] || ' for small businesses.',
        -- Half filler words, a quarter topic words (the first ones far more often: "marketing" is in
        -- every post, "signage" in few), a quarter rare words (one of 5,000), like a real blog's text.
        -- g in each branch: the aggregate must belong to this subquery, not to the outer query.
        (SELECT string_agg(CASE
            WHEN random() < 0.5 THEN (ARRAY['the', 'and', 'for', 'with', 'your', 'that', 'this', 'from', 'more', 'every'])[1 + (g * 7 + i) % 10]
            WHEN random() < 0.5 THEN w[1 + floor(n * power(random(), 3))::int + g * 0]
            ELSE 'q' || substr(md5((floor(random() * 5000) + g * 0)::text), 1, 6)
          END, ' ') || '.' FROM generate_series(1, 250 + i % 200) AS g),
        (ARRAY['Digital Marketing', 'SEO', 'Social Media', 'Web Development', 'Branding'])[1 + i % 5],
        'Bench Author',
        (CURRENT_DATE - (i % 1500))::date,
        ARRAY[w[1 + (i * 5) % n], w[1 + (i * 19) % n]],
        'published',
        '/images/blog/local-seo.webp'
      FROM generate_series(${start}::int, ${end}::int) AS i, (SELECT ${words} AS w, cardinality(${words}) AS n) AS v
    `);
  }
  await handle.db.execute(sql`ANALYZE`);
}

