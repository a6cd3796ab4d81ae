import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";

/** `rows` contacts spread over the last months, a third in each status, messages of a realistic length. */
export async function seedContacts(handle: DatabaseHandle, rows: number) {
  await handle.db.execute(sql`
    INSERT INTO contacts (name, email, phone, subject, message, status, source, created_at)
    SELECT
      (ARRAY['Harsh','Sneha','Devansh','Fatima','Rohan','Meera','Kabir','Priya','Ishaan','Neha'])[1 + i % 10] || ' ' ||
        (ARRAY['Trivedi','Parmar','Modi','Sheikh','Bhatt','Iyer','Desai','Nair','Joshi','Patel'])[1 + (i / 10) % 10],
      'visitor' || i || '@example.com',
      CASE WHEN i % 2 = 0 THEN '+91 98765 ' || lpad((i % 100000)::text, 5, '0') END,
      (ARRAY['General Inquiry','Service Information','Partnership Opportunity','Quote Request','Other'])[1 + i % 5],
      CASE WHEN i % 1000 = 0 THEN 'We are Kesar Sweets and need a festive campaign. ' ELSE '' END ||
        'We run a growing business in Gujarat and would like to know more about your services for ' ||
        (ARRAY['local SEO','a new website','brand identity','recruitment','staff training'])[1 + i % 5] ||
        '. Please share timelines, a rough budget and examples of similar work. Reference ' || md5(i::text) || '.',
      (ARRAY['new','read','replied'])[1 + i % 3]::contact_status,
      'contact-page',
      now() - (i * interval '7 minutes')
    FROM generate_series(1, ${rows}) AS i
  `);
  // As autovacuum leaves a table in steady use: statistics and the visibility map up to date.
  await handle.db.execute(sql`VACUUM ANALYZE contacts`);
}
