CREATE TABLE "sms_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"parts" integer NOT NULL,
	"state" text NOT NULL,
	"send_at" timestamp with time zone,
	"job_id" bigint,
	"source" text NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"part_cost" bigint DEFAULT 0 NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD CONSTRAINT "sms_campaigns_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_campaign_id_sms_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sms_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_campaigns_key_idx" ON "sms_campaigns" USING btree ("author_id","key");--> statement-breakpoint
CREATE INDEX "sms_campaigns_due_idx" ON "sms_campaigns" USING btree ("send_at") WHERE "sms_campaigns"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "sms_campaigns_created_idx" ON "sms_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_recipients_campaign_phone_idx" ON "sms_recipients" USING btree ("campaign_id","phone");--> statement-breakpoint
CREATE INDEX "sms_recipients_queue_idx" ON "sms_recipients" USING btree ("campaign_id","id") WHERE "sms_recipients"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_recipients_sent_idx" ON "sms_recipients" USING btree ("sent_at");