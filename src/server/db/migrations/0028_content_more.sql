CREATE TABLE "compatibilities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compatibility_builds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"preset_id" bigint NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compatibility_features" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compatibility_presets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mn" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloadable_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "look_books" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_mn" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"poll_id" bigint NOT NULL,
	"answer_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_en" text NOT NULL,
	"question_mn" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compatibility_builds" ADD CONSTRAINT "compatibility_builds_preset_id_compatibility_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."compatibility_presets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloadable_attachments" ADD CONSTRAINT "downloadable_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compatibilities_product_key" ON "compatibilities" USING btree ("product");--> statement-breakpoint
CREATE UNIQUE INDEX "compatibility_builds_name_key" ON "compatibility_builds" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "compatibility_features_code_key" ON "compatibility_features" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "compatibility_presets_name_en_key" ON "compatibility_presets" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "downloadable_attachments_created_idx" ON "downloadable_attachments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "poll_votes_poll_idx" ON "poll_votes" USING btree ("poll_id","answer_index");