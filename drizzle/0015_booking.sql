-- btree_gist lets one exclusion constraint compare a host's id (=) and a time range (&&): ADR 067.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "availability_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_overrides_user_day" UNIQUE("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"by_user_id" text,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_kind_check" CHECK ("booking_events"."kind" in ('booked', 'rescheduled', 'cancelled', 'attended', 'no-show'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"call_type_id" uuid NOT NULL,
	"host_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"outcome" text,
	"visitor_time_zone" text,
	"ical_uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"view_token" text NOT NULL,
	"reschedule_token" text NOT NULL,
	"cancel_token" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ical_uid_unique" UNIQUE("ical_uid"),
	CONSTRAINT "bookings_view_token_unique" UNIQUE("view_token"),
	CONSTRAINT "bookings_reschedule_token_unique" UNIQUE("reschedule_token"),
	CONSTRAINT "bookings_cancel_token_unique" UNIQUE("cancel_token"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('held', 'confirmed', 'cancelled')),
	CONSTRAINT "bookings_outcome_check" CHECK ("bookings"."outcome" is null or "bookings"."outcome" in ('attended', 'no-show')),
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at" and "bookings"."blocked_from" <= "bookings"."starts_at" and "bookings"."blocked_until" >= "bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "call_type_hosts" (
	"call_type_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "call_type_hosts_call_type_id_user_id_pk" PRIMARY KEY("call_type_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "call_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"length_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 120 NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	"slot_step_minutes" integer DEFAULT 30 NOT NULL,
	"location" text DEFAULT 'video' NOT NULL,
	"location_detail" text DEFAULT '' NOT NULL,
	"host_rule" text DEFAULT 'named' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "call_types_length_check" CHECK ("call_types"."length_minutes" between 5 and 240),
	CONSTRAINT "call_types_buffers_check" CHECK ("call_types"."buffer_before_minutes" between 0 and 180 and "call_types"."buffer_after_minutes" between 0 and 180),
	CONSTRAINT "call_types_notice_check" CHECK ("call_types"."minimum_notice_minutes" between 0 and 20160),
	CONSTRAINT "call_types_window_check" CHECK ("call_types"."window_days" between 1 and 365),
	CONSTRAINT "call_types_step_check" CHECK ("call_types"."slot_step_minutes" in (15, 30)),
	CONSTRAINT "call_types_location_check" CHECK ("call_types"."location" in ('phone', 'video', 'office')),
	CONSTRAINT "call_types_host_rule_check" CHECK ("call_types"."host_rule" in ('named', 'round-robin'))
);
--> statement-breakpoint
CREATE TABLE "host_schedules" (
	"user_id" text PRIMARY KEY NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"calendar_url" text,
	"calendar_busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calendar_read_at" timestamp with time zone,
	"calendar_checked_at" timestamp with time zone,
	"calendar_error" text,
	"feed_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_schedules_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reminder_of" uuid;--> statement-breakpoint
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_call_type_id_call_types_id_fk" FOREIGN KEY ("call_type_id") REFERENCES "public"."call_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_type_hosts" ADD CONSTRAINT "call_type_hosts_call_type_id_call_types_id_fk" FOREIGN KEY ("call_type_id") REFERENCES "public"."call_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_type_hosts" ADD CONSTRAINT "call_type_hosts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_schedules" ADD CONSTRAINT "host_schedules_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_lead_idx" ON "booking_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_kind_idx" ON "booking_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "bookings_host_time_idx" ON "bookings" USING btree ("host_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_time_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "call_type_hosts_user_idx" ON "call_type_hosts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_reminder_of_bookings_id_fk" FOREIGN KEY ("reminder_of") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_reminder_idx" ON "email_outbox" USING btree ("reminder_of") WHERE "email_outbox"."reminder_of" is not null;--> statement-breakpoint
-- No two held or confirmed bookings of a host block overlapping times, buffers included; half-open ranges let one
-- call's buffer end where the next one's begins.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("host_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&) WHERE ("status" in ('held', 'confirmed'));
