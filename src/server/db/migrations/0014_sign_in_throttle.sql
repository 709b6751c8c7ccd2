CREATE TABLE "sign_in_addresses" (
	"user_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"ip" text NOT NULL,
	"username" text NOT NULL,
	"count" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_ip_username_pk" PRIMARY KEY("ip","username")
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_username_idx" ON "sign_in_failures" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_idx" ON "sign_in_failures" USING btree ("last_failed_at");--> statement-breakpoint
-- the addresses users signed in from before this table existed: successful sign-ins are audited
INSERT INTO "sign_in_addresses" ("user_id", "ip", "last_signed_in_at")
SELECT "user_id", "ip", max("at") FROM "audit_log"
WHERE "command_id" IN ('auth.login', 'auth.facebook') AND "user_id" IS NOT NULL AND "ip" IS NOT NULL
GROUP BY "user_id", "ip"
ON CONFLICT DO NOTHING;
