CREATE TABLE "contact_status_counts" (
	"status" "contact_status" PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): statement-level triggers with transition tables
-- keep contact_status_counts equal to SELECT status, count(*) FROM contacts GROUP BY status, one upsert
-- per statement however many rows it touches. Counts rows are locked in status order, so concurrent
-- statements cannot deadlock on them.
CREATE FUNCTION "contact_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "contact_status_counts" SET "total" = 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contact_status_counts" ("status", "total")
      SELECT "status", count(*) FROM "contact_rows_after" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = "contact_status_counts"."total" + EXCLUDED."total";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "contact_status_counts" ("status", "total")
      SELECT "status", -count(*) FROM "contact_rows_before" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = "contact_status_counts"."total" + EXCLUDED."total";
  ELSE
    INSERT INTO "contact_status_counts" ("status", "total")
      SELECT "status", sum("change") FROM (
        SELECT "status", 1 AS "change" FROM "contact_rows_after"
        UNION ALL
        SELECT "status", -1 AS "change" FROM "contact_rows_before"
      ) AS "changes"
      GROUP BY "status" HAVING sum("change") <> 0 ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = "contact_status_counts"."total" + EXCLUDED."total";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contacts_count_inserts" AFTER INSERT ON "contacts"
  REFERENCING NEW TABLE AS "contact_rows_after" FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "contacts_count_updates" AFTER UPDATE ON "contacts"
  REFERENCING OLD TABLE AS "contact_rows_before" NEW TABLE AS "contact_rows_after" FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "contacts_count_deletes" AFTER DELETE ON "contacts"
  REFERENCING OLD TABLE AS "contact_rows_before" FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "contacts_count_truncates" AFTER TRUNCATE ON "contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION "contact_status_counts_apply"();--> statement-breakpoint
INSERT INTO "contact_status_counts" ("status", "total")
  SELECT "status", count(*) FROM "contacts" GROUP BY "status";
