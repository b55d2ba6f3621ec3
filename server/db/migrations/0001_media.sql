CREATE TABLE "corrections" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"file_id" text NOT NULL,
	"track_id" text NOT NULL,
	"cue_id" text NOT NULL,
	"original_text" text NOT NULL,
	"proposed_text" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corrections_status_check" CHECK ("corrections"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "cues" (
	"track_id" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	"speaker" text,
	"search_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config, text)) STORED NOT NULL,
	CONSTRAINT "cues_track_id_id_pk" PRIMARY KEY("track_id","id")
);
--> statement-breakpoint
CREATE TABLE "media_requests" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"file_id" text NOT NULL,
	"kind" text NOT NULL,
	"language" text,
	"email" text,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_requests_kind_check" CHECK ("media_requests"."kind" in ('captions', 'transcript', 'translation', 'audio_description', 'voiceover')),
	CONSTRAINT "media_requests_status_check" CHECK ("media_requests"."status" in ('pending', 'in_progress', 'fulfilled', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_files" (
	"showcase_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "showcase_files_showcase_id_file_id_pk" PRIMARY KEY("showcase_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "showcases" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracks_kind_check" CHECK ("tracks"."kind" in ('captions', 'subtitles', 'descriptions', 'chapters'))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "media" jsonb;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "embeddable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cues" ADD CONSTRAINT "cues_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_files" ADD CONSTRAINT "showcase_files_showcase_id_showcases_id_fk" FOREIGN KEY ("showcase_id") REFERENCES "public"."showcases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_files" ADD CONSTRAINT "showcase_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrections_pending_idx" ON "corrections" USING btree ("workspace_id","status","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "cues_track_position_idx" ON "cues" USING btree ("track_id","position");--> statement-breakpoint
CREATE INDEX "cues_search_idx" ON "cues" USING gin ("search");--> statement-breakpoint
CREATE INDEX "media_requests_pending_idx" ON "media_requests" USING btree ("workspace_id","status","seq");--> statement-breakpoint
CREATE INDEX "showcase_files_file_idx" ON "showcase_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "showcases_workspace_idx" ON "showcases" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "tracks_file_idx" ON "tracks" USING btree ("file_id");