CREATE TABLE "site_case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"category" varchar(100) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"image_url" varchar(2048) NOT NULL,
	"image_alt" varchar(300) DEFAULT '' NOT NULL,
	"client" varchar(150) NOT NULL,
	"location" varchar(150) NOT NULL,
	"industry" varchar(150) NOT NULL,
	"duration" varchar(60) NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"challenge" text[] DEFAULT '{}'::text[] NOT NULL,
	"solution" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"outcome" varchar(2000) NOT NULL,
	"quote" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_case_study_old_slugs" (
	"slug" varchar(200) PRIMARY KEY NOT NULL,
	"case_study_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_client_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"logo_url" varchar(2048) NOT NULL,
	"logo_alt" varchar(300) DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_company" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(100) NOT NULL,
	"legal_name" varchar(200) NOT NULL,
	"tagline" varchar(300) NOT NULL,
	"about" varchar(1000) NOT NULL,
	"name_meaning" jsonb NOT NULL,
	"phone" varchar(30) NOT NULL,
	"whatsapp" jsonb NOT NULL,
	"email" varchar(254) NOT NULL,
	"address" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"social" jsonb NOT NULL,
	"response_time" varchar(60) NOT NULL,
	"founded_year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_company_single_row" CHECK ("site_company"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "site_faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" varchar(300) NOT NULL,
	"answer" varchar(3000) NOT NULL,
	"group_name" varchar(100) NOT NULL,
	"home_order" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_legal_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(500) NOT NULL,
	"body" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" varchar(500) NOT NULL,
	"icon" varchar(60) DEFAULT '' NOT NULL,
	"seo_title" varchar(200) NOT NULL,
	"seo_description" varchar(500) NOT NULL,
	"body" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"role" varchar(150) NOT NULL,
	"photo_url" varchar(2048),
	"photo_alt" varchar(300) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"role" varchar(150) NOT NULL,
	"company" varchar(150) DEFAULT '' NOT NULL,
	"quote" varchar(1500) NOT NULL,
	"rating" integer NOT NULL,
	"photo_url" varchar(2048),
	"photo_alt" varchar(300) DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_testimonials_rating_range" CHECK ("site_testimonials"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "site_case_study_old_slugs" ADD CONSTRAINT "site_case_study_old_slugs_case_study_id_site_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."site_case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_case_studies_slug_unique" ON "site_case_studies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "site_case_studies_order_idx" ON "site_case_studies" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "site_case_study_old_slugs_study_idx" ON "site_case_study_old_slugs" USING btree ("case_study_id");--> statement-breakpoint
CREATE INDEX "site_client_logos_order_idx" ON "site_client_logos" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "site_faq_order_idx" ON "site_faq" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "site_legal_pages_slug_unique" ON "site_legal_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "site_services_slug_unique" ON "site_services" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "site_team_members_order_idx" ON "site_team_members" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "site_testimonials_order_idx" ON "site_testimonials" USING btree ("sort_order");