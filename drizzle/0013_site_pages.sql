CREATE TABLE "site_page_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"restored_from" uuid,
	"saved_by" text,
	"saved_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_page_revisions_kind_check" CHECK ("site_page_revisions"."kind" in ('saved', 'draft', 'published', 'scheduled', 'restored'))
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"content" jsonb NOT NULL,
	"pending_changes" jsonb,
	"pending_saved_at" timestamp with time zone,
	"is_published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "site_page_revisions" ADD CONSTRAINT "site_page_revisions_page_id_site_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."site_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_revisions" ADD CONSTRAINT "site_page_revisions_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_page_revisions_page_idx" ON "site_page_revisions" USING btree ("page_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "site_pages_publish_at_idx" ON "site_pages" USING btree ("publish_at") WHERE "site_pages"."publish_at" is not null;