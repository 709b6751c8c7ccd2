ALTER TABLE "push_notifications" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD COLUMN "push_title" text;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD COLUMN "push_body" text;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD COLUMN "push_url" text;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;