CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"image_url" text,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_locale_check" CHECK ("articles"."locale" in ('en', 'mn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_locale_key" ON "articles" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "articles_locale_position_idx" ON "articles" USING btree ("locale","position","id");