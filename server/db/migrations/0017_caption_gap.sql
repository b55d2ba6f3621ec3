ALTER TABLE "workspace_settings" ADD COLUMN "min_gap_ms" integer DEFAULT 83 NOT NULL;
