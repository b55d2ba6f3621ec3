-- Issue 12: files carry their processing state and where their stored media lives. Existing files (seeded or
-- added by link before uploads existed) are ready.
ALTER TABLE "files" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "mime_type" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "peaks_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "rendition_key" text;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_status_check" CHECK ("files"."status" in ('uploading', 'queued', 'processing', 'ready', 'failed'));--> statement-breakpoint
-- One index per list order, each ending in the id so keyset pagination is a range scan (read backwards for
-- descending orders).
CREATE INDEX "files_workspace_updated_idx" ON "files" USING btree ("workspace_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "files_workspace_name_idx" ON "files" USING btree ("workspace_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "files_workspace_duration_idx" ON "files" USING btree ("workspace_id",coalesce("duration_ms", -1),"id");
