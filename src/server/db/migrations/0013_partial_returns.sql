ALTER TABLE "line_items" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- lines returned before a part could be: all of them came back
UPDATE "line_items" SET "returned_quantity" = "quantity" WHERE "actn" = 'returned';
