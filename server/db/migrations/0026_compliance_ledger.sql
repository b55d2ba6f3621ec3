-- The compliance ledger (issue 29; docs/compliance.md): how each track was made and who reviewed or verified it,
-- the workspace's WCAG target, media assets with their stored statuses, attestations, exceptions, the hash-chained
-- evidence log (append-only, enforced below), each workspace's ledger row and daily totals.
ALTER TABLE "tracks" ADD COLUMN "origin" text DEFAULT 'edited' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_origin_check" CHECK ("tracks"."origin" in ('machine', 'human', 'imported', 'edited'));--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "reviewed_version" integer;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "verified_accuracy" real;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "verified_version" integer;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing tracks' origin, from what made them: a transcription or translation job, a Rev order, an import as
-- their first recorded version; the rest were made in the editor.
UPDATE "tracks" SET "origin" = 'machine' WHERE "id" IN (
  SELECT "result" ->> 'trackId' FROM "jobs" WHERE "kind" IN ('transcribe', 'translate') AND "result" ? 'trackId');--> statement-breakpoint
UPDATE "tracks" SET "origin" = 'human' WHERE "id" IN (SELECT "track_id" FROM "rev_orders" WHERE "track_id" IS NOT NULL);--> statement-breakpoint
UPDATE "tracks" t SET "origin" = 'imported' WHERE t."origin" = 'edited' AND (
  SELECT v."source" FROM "track_versions" v WHERE v."track_id" = t."id" ORDER BY v."version" LIMIT 1) = 'import';--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "compliance_target" text DEFAULT 'AA' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_compliance_target_check" CHECK ("workspace_settings"."compliance_target" in ('A', 'AA', 'AAA'));--> statement-breakpoint
CREATE TABLE "compliance_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"source" text NOT NULL,
	"file_id" text,
	"platform_item_id" text,
	"page_url" text,
	"title" text NOT NULL,
	"url" text,
	"duration_ms" integer,
	"has_audio" boolean,
	"has_video" boolean,
	"live" boolean DEFAULT false NOT NULL,
	"spoken_language" text,
	"views" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"external_tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_assets_source_check" CHECK ("source" in ('library', 'youtube', 'vimeo', 'wistia', 'brightcove', 'kaltura', 'panopto', 'mux', 'box', 'dropbox', 'googledrive', 'canvas', 'web'))
);--> statement-breakpoint
CREATE TABLE "compliance_statuses" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"target" text NOT NULL,
	"rules_version" integer NOT NULL,
	"status" text NOT NULL,
	"conforms" boolean NOT NULL,
	"exempt" boolean NOT NULL,
	"c_1_2_1" text,
	"c_1_2_2" text,
	"c_1_2_3" text,
	"c_1_2_4" text,
	"c_1_2_5" text,
	"c_1_2_6" text,
	"c_1_2_7" text,
	"c_1_2_8" text,
	"criteria" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"views" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_statuses_status_check" CHECK ("status" in ('met', 'not_met', 'needs_review', 'not_applicable', 'unknown'))
);--> statement-breakpoint
CREATE TABLE "compliance_attestations" (
	"asset_id" text NOT NULL,
	"criterion" text NOT NULL,
	"workspace_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_attestations_asset_id_criterion_pk" PRIMARY KEY("asset_id","criterion"),
	CONSTRAINT "compliance_attestations_reason_check" CHECK ("compliance_attestations"."reason" in ('all_visual_information_spoken', 'no_meaningful_visuals', 'media_is_alternative'))
);--> statement-breakpoint
CREATE TABLE "compliance_exceptions" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"type" text NOT NULL,
	"note" text NOT NULL,
	"archive_tests" jsonb,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_exceptions_type_check" CHECK ("compliance_exceptions"."type" in ('archived', 'pre_existing_document', 'third_party'))
);--> statement-breakpoint
CREATE TABLE "compliance_evidence" (
	"workspace_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"asset_id" text,
	"asset_title" text,
	"criterion" text,
	"status_from" text,
	"status_to" text,
	"track_id" text,
	"track_version" integer,
	"details" jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "compliance_evidence_workspace_id_seq_pk" PRIMARY KEY("workspace_id","seq")
);--> statement-breakpoint
CREATE TABLE "compliance_ledgers" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"head_seq" bigint DEFAULT 0 NOT NULL,
	"head_hash" text DEFAULT '' NOT NULL,
	"rules_version" integer DEFAULT 0 NOT NULL,
	"priorities_on" date
);--> statement-breakpoint
CREATE TABLE "compliance_daily" (
	"workspace_id" text NOT NULL,
	"day" date NOT NULL,
	"target" text NOT NULL,
	"assets" integer NOT NULL,
	"conforming" integer NOT NULL,
	"exempt" integer NOT NULL,
	CONSTRAINT "compliance_daily_workspace_id_day_pk" PRIMARY KEY("workspace_id","day")
);--> statement-breakpoint
ALTER TABLE "compliance_assets" ADD CONSTRAINT "compliance_assets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_assets" ADD CONSTRAINT "compliance_assets_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_statuses" ADD CONSTRAINT "compliance_statuses_asset_id_compliance_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."compliance_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_statuses" ADD CONSTRAINT "compliance_statuses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_attestations" ADD CONSTRAINT "compliance_attestations_asset_id_compliance_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."compliance_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_attestations" ADD CONSTRAINT "compliance_attestations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_attestations" ADD CONSTRAINT "compliance_attestations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_exceptions" ADD CONSTRAINT "compliance_exceptions_asset_id_compliance_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."compliance_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_exceptions" ADD CONSTRAINT "compliance_exceptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_exceptions" ADD CONSTRAINT "compliance_exceptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_evidence" ADD CONSTRAINT "compliance_evidence_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_ledgers" ADD CONSTRAINT "compliance_ledgers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_daily" ADD CONSTRAINT "compliance_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_assets_file_idx" ON "compliance_assets" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_assets_item_idx" ON "compliance_assets" USING btree ("workspace_id","source","platform_item_id") WHERE "compliance_assets"."platform_item_id" is not null;--> statement-breakpoint
CREATE INDEX "compliance_assets_workspace_idx" ON "compliance_assets" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "compliance_statuses_priority_idx" ON "compliance_statuses" USING btree ("workspace_id","priority" DESC NULLS LAST,"asset_id");--> statement-breakpoint
CREATE INDEX "compliance_statuses_status_idx" ON "compliance_statuses" USING btree ("workspace_id","status","priority" DESC NULLS LAST,"asset_id");--> statement-breakpoint
CREATE INDEX "compliance_evidence_asset_idx" ON "compliance_evidence" USING btree ("workspace_id","asset_id","seq");--> statement-breakpoint
-- The evidence log is append-only: no UPDATE or DELETE through any code path, only the removal of a whole deleted
-- workspace (its row is already gone when the cascade reaches here). A superuser can still disable the trigger;
-- the hash chain is what shows that happened.
CREATE FUNCTION "compliance_evidence_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "workspaces" WHERE "id" = OLD."workspace_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'compliance_evidence is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "compliance_evidence_append_only" BEFORE UPDATE OR DELETE ON "compliance_evidence"
  FOR EACH ROW EXECUTE FUNCTION "compliance_evidence_append_only"();--> statement-breakpoint
CREATE TRIGGER "compliance_evidence_no_truncate" BEFORE TRUNCATE ON "compliance_evidence"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_evidence_append_only"();--> statement-breakpoint
-- Every existing file becomes an asset (a platform asset when it was imported), with what its last processing
-- found (the media job's streams) or, without one, what its type says. Statuses and the ledger's first entries
-- are made on the workspace's first compliance call (its ledger's rules_version is 0 until then).
INSERT INTO "compliance_assets" ("id", "workspace_id", "source", "file_id", "platform_item_id", "title", "url",
  "duration_ms", "has_audio", "has_video", "published_at", "first_seen_at", "last_seen_at")
SELECT replace(gen_random_uuid()::text, '-', ''), f."workspace_id", coalesce(ps."platform", 'library'), f."id",
  ps."item_id", f."name", ps."url", f."duration_ms",
  coalesce(probe."has_audio", CASE WHEN coalesce(f."mime_type", f."media" ->> 'mimeType') LIKE 'audio/%' THEN true END),
  coalesce(probe."has_video", CASE WHEN coalesce(f."mime_type", f."media" ->> 'mimeType') LIKE 'audio/%' THEN false END),
  f."created_at", f."created_at", now()
FROM "files" f
LEFT JOIN "platform_sources" ps ON ps."file_id" = f."id" AND ps."platform" <> 'rev'
LEFT JOIN LATERAL (
  SELECT bool_or(s ->> 'type' = 'audio') AS "has_audio", bool_or(s ->> 'type' = 'video') AS "has_video"
  FROM (SELECT j."result" FROM "jobs" j WHERE j."file_id" = f."id" AND j."kind" = 'media' AND j."state" = 'succeeded'
        ORDER BY j."updated_at" DESC LIMIT 1) last_job, jsonb_array_elements(last_job."result" -> 'streams') s
) probe ON true;
