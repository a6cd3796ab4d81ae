CREATE TABLE "site_images" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hero" jsonb NOT NULL,
	"gallery" jsonb NOT NULL,
	"about_video_poster" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_images_single_row" CHECK ("site_images"."id" = 1)
);
