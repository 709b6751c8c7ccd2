CREATE TABLE "cgw_candy_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"code" text NOT NULL,
	"branch" text NOT NULL,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"bank_reference" text,
	"error" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_accounts" ADD COLUMN "import_every_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_accounts" ADD COLUMN "next_import_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cgw_candy_codes" ADD CONSTRAINT "cgw_candy_codes_account_id_corporate_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_candy_codes" ADD CONSTRAINT "cgw_candy_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cgw_candy_codes_code_key" ON "cgw_candy_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cgw_candy_codes_account_idx" ON "cgw_candy_codes" USING btree ("account_id");