CREATE TABLE "cgw_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"bank_txn_id" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"counterparty_account" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"invoice_number" text,
	"posted_at" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"payment_id" bigint,
	"matched_by" bigint,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cgw_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text DEFAULT 'transfer' NOT NULL,
	"payment_return_id" bigint,
	"to_bank" text NOT NULL,
	"to_account" text NOT NULL,
	"to_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"bank_reference" text,
	"error" text,
	"maker_id" bigint NOT NULL,
	"checker_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cgw_transactions" ADD CONSTRAINT "cgw_transactions_account_id_corporate_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_transactions" ADD CONSTRAINT "cgw_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_transactions" ADD CONSTRAINT "cgw_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_transactions" ADD CONSTRAINT "cgw_transactions_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_transfers" ADD CONSTRAINT "cgw_transfers_account_id_corporate_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_transfers" ADD CONSTRAINT "cgw_transfers_payment_return_id_payment_returns_id_fk" FOREIGN KEY ("payment_return_id") REFERENCES "public"."payment_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_transfers" ADD CONSTRAINT "cgw_transfers_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgw_transfers" ADD CONSTRAINT "cgw_transfers_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cgw_transactions_bank_txn_key" ON "cgw_transactions" USING btree ("account_id","bank_txn_id");--> statement-breakpoint
CREATE INDEX "cgw_transactions_account_idx" ON "cgw_transactions" USING btree ("account_id","posted_at");--> statement-breakpoint
CREATE INDEX "cgw_transactions_unmatched_idx" ON "cgw_transactions" USING btree ("posted_at") WHERE order_id is null and direction = 'in';--> statement-breakpoint
CREATE INDEX "cgw_transactions_reference_idx" ON "cgw_transactions" USING btree ("reference") WHERE reference <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "cgw_transfers_key" ON "cgw_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "cgw_transfers_state_idx" ON "cgw_transfers" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cgw_transfers_return_key" ON "cgw_transfers" USING btree ("payment_return_id") WHERE payment_return_id is not null and state not in ('failed', 'rejected');