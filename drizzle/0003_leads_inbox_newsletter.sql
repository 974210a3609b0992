CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_type" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_lead_type_check" CHECK ("lead_notes"."lead_type" in ('contact', 'marketplace', 'newsletter', 'ready-to-talk'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"subscription" text DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL,
	"source_path" text,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consent_at" timestamp with time zone,
	"notice_version" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "newsletter_subscribers_subscription_check" CHECK ("newsletter_subscribers"."subscription" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("newsletter_subscribers"."status" in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))
);
--> statement-breakpoint
CREATE TABLE "ready_to_talk_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"industry" text,
	"goal" text NOT NULL,
	"consent" boolean NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"source_path" text,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consent_at" timestamp with time zone,
	"notice_version" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ready_to_talk_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ready_to_talk_requests_status_check" CHECK ("ready_to_talk_requests"."status" in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "concerns" text;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_type","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ready_to_talk_requests_created_idx" ON "ready_to_talk_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ready_to_talk_requests_email_idx" ON "ready_to_talk_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_outbox_concerns_idx" ON "email_outbox" USING btree ("concerns");