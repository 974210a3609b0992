CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"phone" text,
	"business" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("leads"."name", '') || ' ' || "leads"."email" || ' ' || coalesce("leads"."business", ''))) STORED,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" text,
	"reply_due_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"source_path" text,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consent_at" timestamp with time zone,
	"notice_version" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "lead_id" uuid;
--> statement-breakpoint
-- Every lead of the four tables moves to "leads" with its id, so that notes, replies, outbox rows, audit rows and
-- emailed links keep naming it. What only one kind has goes into "answers", absent when it was not given.
INSERT INTO "leads" ("id", "kind", "name", "email", "phone", "business", "answers", "status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at")
SELECT "id", 'contact', "name", "email", "phone", "business",
	jsonb_strip_nulls(jsonb_build_object('turnover', "turnover", 'pain', to_jsonb("pain"), 'painOther', "pain_other", 'goals', "goals", 'consent', "consent")),
	"status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at"
FROM "contact_requests";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "name", "email", "phone", "business", "answers", "status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at")
SELECT "id", 'marketplace', "first_name" || ' ' || "last_name", "email", "phone", NULL,
	jsonb_strip_nulls(jsonb_build_object('firstName', "first_name", 'lastName', "last_name", 'userType', "user_type", 'businessSector', "business_sector", 'annualRevenue', "annual_revenue", 'timeframeToSell', "timeframe_to_sell", 'industryInterest', "industry_interest", 'dealSize', "deal_size", 'region', "region", 'additionalInfo', "additional_info", 'consent', "consent")),
	"status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at"
FROM "marketplace_submissions";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "name", "email", "phone", "business", "answers", "status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at")
SELECT "id", 'ready-to-talk', NULL, "email", NULL, NULL,
	jsonb_strip_nulls(jsonb_build_object('industry', "industry", 'goal', "goal", 'consent', "consent")),
	"status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at"
FROM "ready_to_talk_requests";
--> statement-breakpoint
INSERT INTO "leads" ("id", "kind", "name", "email", "phone", "business", "answers", "status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at")
SELECT "id", 'newsletter', NULL, "email", NULL, NULL, '{}'::jsonb,
	"status", "owner_id", "reply_due_at", "responded_at", "first_reply_at", "source_path", "query", "consent_at", "notice_version", "idempotency_key", "created_at", "updated_at"
FROM "newsletter_subscribers";
--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "lead_id" = "id";
--> statement-breakpoint
-- Notes and replies whose lead was deleted before there were foreign keys go with it now; an email keeps its row.
DELETE FROM "lead_notes" WHERE NOT EXISTS (SELECT 1 FROM "leads" WHERE "leads"."id" = "lead_notes"."lead_id");
--> statement-breakpoint
DELETE FROM "lead_replies" WHERE NOT EXISTS (SELECT 1 FROM "leads" WHERE "leads"."id" = "lead_replies"."lead_id");
--> statement-breakpoint
UPDATE "email_outbox" SET "lead_id" = NULL WHERE "lead_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "leads" WHERE "leads"."id" = "email_outbox"."lead_id");
--> statement-breakpoint
-- The audit log names every lead as one resource type now; the ids are unchanged.
UPDATE "audit_events" SET "resource_type" = 'lead' WHERE "resource_type" IN ('contact_request', 'marketplace_submission', 'newsletter_subscriber', 'ready_to_talk_request');
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_idempotency_key_unique";
--> statement-breakpoint
ALTER TABLE "lead_notes" DROP CONSTRAINT "lead_notes_lead_type_check";
--> statement-breakpoint
ALTER TABLE "lead_replies" DROP CONSTRAINT "lead_replies_lead_type_check";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_status_check";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_owner_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_idx";
--> statement-breakpoint
DROP INDEX "newsletter_subscribers_owner_idx";
--> statement-breakpoint
DROP INDEX "newsletter_subscribers_status_idx";
--> statement-breakpoint
DROP INDEX "newsletter_subscribers_search_idx";
--> statement-breakpoint
DROP INDEX "newsletter_subscribers_due_idx";
--> statement-breakpoint
DROP INDEX "lead_notes_lead_idx";
--> statement-breakpoint
DROP INDEX "lead_replies_lead_idx";
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "lead_type";
--> statement-breakpoint
ALTER TABLE "lead_notes" DROP COLUMN "lead_type";
--> statement-breakpoint
ALTER TABLE "lead_replies" DROP COLUMN "lead_type";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "search_text";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "status";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "owner_id";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "reply_due_at";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "responded_at";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "first_reply_at";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "source_path";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "query";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_at";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "notice_version";
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "idempotency_key";
--> statement-breakpoint
DROP TABLE "contact_requests" CASCADE;
--> statement-breakpoint
DROP TABLE "marketplace_submissions" CASCADE;
--> statement-breakpoint
DROP TABLE "ready_to_talk_requests" CASCADE;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "leads_status_kind_owner_idx" ON "leads" USING btree ("status","kind","owner_id");
--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("reply_due_at") WHERE "leads"."responded_at" is null and "leads"."reply_due_at" is not null;
--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lead_replies" ADD CONSTRAINT "lead_replies_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_lead_idx" ON "newsletter_subscribers" USING btree ("lead_id");
--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");
--> statement-breakpoint
CREATE INDEX "lead_replies_lead_idx" ON "lead_replies" USING btree ("lead_id","created_at");
