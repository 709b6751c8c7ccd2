ALTER TABLE "jobs" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "leased_by" text;--> statement-breakpoint
-- jobs an earlier process left running have no lease: queue them again (the runner resumes them)
UPDATE "jobs" SET "status" = 'queued' WHERE "status" = 'running';
