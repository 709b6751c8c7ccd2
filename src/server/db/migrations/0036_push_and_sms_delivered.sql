CREATE TABLE "push_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"model" text DEFAULT '' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"last_active" timestamp with time zone,
	"subscribed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_notification_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"provider_id" text
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"title_en" text NOT NULL,
	"title_mn" text NOT NULL,
	"body_en" text NOT NULL,
	"body_mn" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"ttl" integer NOT NULL,
	"is_chrome_web" boolean DEFAULT true NOT NULL,
	"is_safari" boolean DEFAULT true NOT NULL,
	"is_firefox" boolean DEFAULT true NOT NULL,
	"segment_id" bigint,
	"state" text NOT NULL,
	"send_at" timestamp with time zone,
	"job_id" bigint,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_campaigns" ADD COLUMN "delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notification_devices" ADD CONSTRAINT "push_notification_devices_notification_id_push_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."push_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_segment_id_push_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."push_segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_segments" ADD CONSTRAINT "push_segments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_devices_user_idx" ON "push_devices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_notification_devices_idx" ON "push_notification_devices" USING btree ("notification_id","device_id");--> statement-breakpoint
CREATE INDEX "push_notification_devices_queue_idx" ON "push_notification_devices" USING btree ("notification_id","id") WHERE "push_notification_devices"."provider_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_notifications_external_idx" ON "push_notifications" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "push_notifications_due_idx" ON "push_notifications" USING btree ("send_at") WHERE "push_notifications"."state" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "push_segments_name_idx" ON "push_segments" USING btree (lower("name"));