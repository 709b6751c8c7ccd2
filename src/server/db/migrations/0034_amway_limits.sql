CREATE TABLE "amway_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_quantity" integer,
	"max_amount" bigint,
	"period_days" integer DEFAULT 30 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "amway_limits_name_key" ON "amway_limits" USING btree ("name");