-- Jobs and Rev orders are priced from the duration the media job measured, a column the API cannot write.
ALTER TABLE "files" ADD COLUMN "probed_duration_ms" integer;
--> statement-breakpoint
-- Files processed before: their duration came from ffprobe.
UPDATE "files" SET "probed_duration_ms" = "duration_ms" WHERE "storage_key" IS NOT NULL AND "status" = 'ready';
--> statement-breakpoint
-- The demo seed's files: their duration comes from the demo media's manifest.
UPDATE "files" SET "probed_duration_ms" = "duration_ms"
WHERE "id" IN ('jfk-rice-moon-speech', 'apollo-11-eagle-has-landed', 'gettysburg-address', 'fdr-first-inaugural', 'other-constitution-preamble')
  AND "media"->>'url' LIKE '/media/demo/%';
