CREATE TABLE "lead_digests" (
	"day" text PRIMARY KEY NOT NULL,
	"recipients" integer NOT NULL,
	"leads" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"author_name" text,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_replies_lead_type_check" CHECK ("lead_replies"."lead_type" in ('contact', 'marketplace', 'newsletter', 'ready-to-talk'))
);
--> statement-breakpoint
DROP INDEX "contact_requests_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_submissions_created_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_idx";--> statement-breakpoint
DROP INDEX "ready_to_talk_requests_created_idx";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("contact_requests"."name" || ' ' || "contact_requests"."email" || ' ' || "contact_requests"."business")) STORED;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lead_type" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "marketplace_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("marketplace_submissions"."first_name" || ' ' || "marketplace_submissions"."last_name" || ' ' || "marketplace_submissions"."email")) STORED;--> statement-breakpoint
ALTER TABLE "marketplace_submissions" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "marketplace_submissions" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_submissions" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_submissions" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("newsletter_subscribers"."email")) STORED;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ready_to_talk_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("ready_to_talk_requests"."email")) STORED;--> statement-breakpoint
ALTER TABLE "ready_to_talk_requests" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "ready_to_talk_requests" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ready_to_talk_requests" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ready_to_talk_requests" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_type","lead_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_submissions" ADD CONSTRAINT "marketplace_submissions_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_to_talk_requests" ADD CONSTRAINT "ready_to_talk_requests_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_owner_idx" ON "contact_requests" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_requests_status_idx" ON "contact_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_requests_search_idx" ON "contact_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_requests_due_idx" ON "contact_requests" USING btree ("reply_due_at") WHERE "contact_requests"."responded_at" is null and "contact_requests"."reply_due_at" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_lead_idx" ON "email_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "marketplace_submissions_owner_idx" ON "marketplace_submissions" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_submissions_status_idx" ON "marketplace_submissions" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_submissions_search_idx" ON "marketplace_submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "marketplace_submissions_due_idx" ON "marketplace_submissions" USING btree ("reply_due_at") WHERE "marketplace_submissions"."responded_at" is null and "marketplace_submissions"."reply_due_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_owner_idx" ON "newsletter_subscribers" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_due_idx" ON "newsletter_subscribers" USING btree ("reply_due_at") WHERE "newsletter_subscribers"."responded_at" is null and "newsletter_subscribers"."reply_due_at" is not null;--> statement-breakpoint
CREATE INDEX "ready_to_talk_requests_owner_idx" ON "ready_to_talk_requests" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ready_to_talk_requests_status_idx" ON "ready_to_talk_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ready_to_talk_requests_search_idx" ON "ready_to_talk_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ready_to_talk_requests_due_idx" ON "ready_to_talk_requests" USING btree ("reply_due_at") WHERE "ready_to_talk_requests"."responded_at" is null and "ready_to_talk_requests"."reply_due_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_submissions_created_idx" ON "marketplace_submissions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ready_to_talk_requests_created_idx" ON "ready_to_talk_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);