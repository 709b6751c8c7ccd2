ALTER TABLE "jobs" ADD COLUMN "result_file" text;
--> statement-breakpoint
-- a failed row names what it is about as `ref` (an import's sku): the same shape for every kind of job
UPDATE "jobs" SET "errors" = (
  SELECT jsonb_agg(CASE WHEN e ? 'sku' THEN (e - 'sku') || jsonb_build_object('ref', e -> 'sku') ELSE e END)
  FROM jsonb_array_elements("jobs"."errors") AS e
) WHERE jsonb_typeof("errors") = 'array' AND jsonb_array_length("errors") > 0;
