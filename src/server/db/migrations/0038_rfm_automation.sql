CREATE TABLE "automation_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"threshold" integer DEFAULT 30 NOT NULL,
	"rfm_cell" text,
	"delay_hours" integer DEFAULT 0 NOT NULL,
	"channel" text NOT NULL,
	"email_template_id" bigint,
	"sms_template_id" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" bigint NOT NULL,
	"customer" text NOT NULL,
	"occurrence" text NOT NULL,
	"website_id" bigint,
	"order_id" bigint,
	"recipient" text,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rfm_customers" (
	"website_id" bigint NOT NULL,
	"customer" text NOT NULL,
	"user_id" bigint,
	"name" text,
	"phone" text,
	"email" text,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"r" smallint DEFAULT 0 NOT NULL,
	"f" smallint DEFAULT 0 NOT NULL,
	"m" smallint DEFAULT 0 NOT NULL,
	"cell" text,
	"prev_cell" text,
	"cell_since" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfm_customers_website_id_customer_pk" PRIMARY KEY("website_id","customer")
);
--> statement-breakpoint
CREATE TABLE "rfm_dirty" (
	"website_id" bigint NOT NULL,
	"customer" text NOT NULL,
	CONSTRAINT "rfm_dirty_website_id_customer_pk" PRIMARY KEY("website_id","customer")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rfm_runs" (
	"website_id" bigint PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_sms_template_id_sms_templates_id_fk" FOREIGN KEY ("sms_template_id") REFERENCES "public"."sms_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_rule_id_automation_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."automation_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_once_idx" ON "automation_runs" USING btree ("rule_id","customer","occurrence");--> statement-breakpoint
CREATE INDEX "automation_runs_due_idx" ON "automation_runs" USING btree ("due_at") WHERE "automation_runs"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "automation_runs_sent_idx" ON "automation_runs" USING btree ("customer","done_at") WHERE "automation_runs"."state" = 'sent';--> statement-breakpoint
CREATE INDEX "automation_runs_created_idx" ON "automation_runs" USING btree ("created_at");--> statement-breakpoint
-- Who an order's customer is for RFM: its user, or a guest by the phone he gave (the receiver's
-- when he gave none); null when neither is known.
CREATE FUNCTION rfm_customer_key(user_id bigint, phone text, receiver_phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN user_id IS NOT NULL THEN 'u:' || user_id
    WHEN coalesce(phone, '') <> '' THEN 'p:' || phone
    WHEN coalesce(receiver_phone, '') <> '' THEN 'p:' || receiver_phone END
$$;
--> statement-breakpoint
-- An order written, changed in what RFM reads, or deleted: its customer (before and after) is
-- scored again by the next refresh.
CREATE FUNCTION rfm_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.state, OLD.total, OLD.completed_at, OLD.user_id, OLD.phone, OLD.receiver_phone, OLD.website_id)
      IS NOT DISTINCT FROM (NEW.state, NEW.total, NEW.completed_at, NEW.user_id, NEW.phone, NEW.receiver_phone, NEW.website_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.website_id IS NOT NULL AND rfm_customer_key(OLD.user_id, OLD.phone, OLD.receiver_phone) IS NOT NULL THEN
    INSERT INTO rfm_dirty (website_id, customer) VALUES (OLD.website_id, rfm_customer_key(OLD.user_id, OLD.phone, OLD.receiver_phone)) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.website_id IS NOT NULL AND rfm_customer_key(NEW.user_id, NEW.phone, NEW.receiver_phone) IS NOT NULL THEN
    INSERT INTO rfm_dirty (website_id, customer) VALUES (NEW.website_id, rfm_customer_key(NEW.user_id, NEW.phone, NEW.receiver_phone)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rfm_orders_written AFTER INSERT OR DELETE OR UPDATE OF state, total, completed_at, user_id, phone, receiver_phone, website_id ON orders
  FOR EACH ROW EXECUTE FUNCTION rfm_orders_changed();
