CREATE TABLE "ebarimt_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"action" text NOT NULL,
	"ok" boolean NOT NULL,
	"receipt_id" text,
	"message" text,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebarimt_logs" ADD CONSTRAINT "ebarimt_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebarimt_logs" ADD CONSTRAINT "ebarimt_logs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebarimt_logs_order_idx" ON "ebarimt_logs" USING btree ("order_id","id");