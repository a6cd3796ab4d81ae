CREATE TYPE "public"."post_status" AS ENUM('draft', 'scheduled', 'published');--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"kind" varchar(20) DEFAULT 'saved' NOT NULL,
	"saved_by_id" uuid,
	"saved_by_name" varchar(100) DEFAULT '' NOT NULL,
	"saved_by_email" varchar(254) DEFAULT '' NOT NULL,
	"title" varchar(200) NOT NULL,
	"excerpt" varchar(1000) NOT NULL,
	"content" text NOT NULL,
	"image_url" varchar(2048) NOT NULL,
	"category" varchar(100) NOT NULL,
	"author" varchar(100) NOT NULL,
	"date" date NOT NULL,
	"read_time" varchar(40) NOT NULL,
	"tags" text[] NOT NULL,
	"status" "post_status" NOT NULL,
	"publish_at" timestamp with time zone,
	"slug" varchar(120) NOT NULL,
	"meta_title" varchar(200) NOT NULL,
	"meta_description" varchar(400) NOT NULL,
	"og_image" varchar(2048) NOT NULL,
	"noindex" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "status" SET DATA TYPE "public"."post_status" USING "status"::text::"public"."post_status";--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "status" SET DEFAULT 'published';--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_saved_by_id_admins_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_created_idx" ON "post_revisions" USING btree ("post_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_scheduled_idx" ON "blog_posts" USING btree ("publish_at") WHERE "blog_posts"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_scheduled_has_time" CHECK ("blog_posts"."status" <> 'scheduled' OR "blog_posts"."publish_at" IS NOT NULL);