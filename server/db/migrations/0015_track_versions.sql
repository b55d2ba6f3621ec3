ALTER TABLE "track_versions" DROP CONSTRAINT "track_versions_source_check";
--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_source_check" CHECK ("track_versions"."source" in ('viewer_correction', 'edit', 'restore', 'import', 'job'));
--> statement-breakpoint
ALTER TABLE "track_versions" ADD COLUMN "changed" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "track_versions" ADD COLUMN "added" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "track_versions" ADD COLUMN "removed" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "track_versions" ADD COLUMN "restored_from" integer;
--> statement-breakpoint
ALTER TABLE "track_versions" ADD COLUMN "delta" jsonb;
--> statement-breakpoint
ALTER TABLE "track_versions" ADD COLUMN "snapshot" jsonb;
--> statement-breakpoint
CREATE INDEX "track_versions_snapshot_idx" ON "track_versions" USING btree ("track_id","version") WHERE "track_versions"."snapshot" is not null;
--> statement-breakpoint
UPDATE "cues" SET "position" = -1 - s."rank"
FROM (SELECT "track_id", "id", "position", row_number() OVER (PARTITION BY "track_id" ORDER BY "start_ms", "position") - 1 AS "rank" FROM "cues") s
WHERE "cues"."track_id" = s."track_id" AND "cues"."id" = s."id" AND s."rank" <> s."position";
--> statement-breakpoint
UPDATE "cues" SET "position" = -1 - "position" WHERE "position" < 0;
--> statement-breakpoint
UPDATE "track_versions" SET "changed" = 1 WHERE "source" = 'viewer_correction';
--> statement-breakpoint
INSERT INTO "track_versions" ("track_id", "version", "source", "added", "snapshot", "created_at")
SELECT t."id", t."version", 'import',
	(SELECT count(*) FROM "cues" c WHERE c."track_id" = t."id"),
	coalesce((SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('id', c."id", 'startMs', c."start_ms", 'endMs', c."end_ms", 'text', c."text", 'speaker', c."speaker")) ORDER BY c."position") FROM "cues" c WHERE c."track_id" = t."id"), '[]'::jsonb),
	t."updated_at"
FROM "tracks" t
ON CONFLICT ("track_id", "version") DO UPDATE SET "snapshot" = excluded."snapshot";
--> statement-breakpoint
CREATE TABLE "track_editors" (
	"track_id" text NOT NULL,
	"user_id" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_editors_track_id_user_id_pk" PRIMARY KEY("track_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "track_editors" ADD CONSTRAINT "track_editors_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "track_editors" ADD CONSTRAINT "track_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
