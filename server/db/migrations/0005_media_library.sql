CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" varchar(2048) NOT NULL,
	"storage_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"alt" varchar(500) DEFAULT '' NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"original_name" varchar(255) DEFAULT '' NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_dimensions_positive" CHECK ("media"."width" > 0 AND "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"etag" varchar(80) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_admins_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_url_unique" ON "media" USING btree ("url");--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "media_alt_trgm_idx" ON "media" USING gin ("alt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_original_name_trgm_idx" ON "media" USING gin ("original_name" gin_trgm_ops);--> statement-breakpoint
-- Images are already compressed: keep them out of line and uncompressed, so PostgreSQL does not try to
-- compress them again and reads a byte range (substring) without reading the whole file.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
