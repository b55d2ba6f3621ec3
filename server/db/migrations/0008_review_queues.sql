-- Issue 15: reviewers act on viewers' corrections and requests; decisions are recorded, accepted corrections
-- become track versions, spam pauses an address, and mail leaves through a transactional outbox.
ALTER TABLE "corrections" DROP CONSTRAINT "corrections_status_check";--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_status_check" CHECK ("corrections"."status" in ('pending', 'accepted', 'rejected', 'spam'));--> statement-breakpoint
ALTER TABLE "corrections" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "corrections" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corrections" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "corrections" ADD COLUMN "applied_text" text;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD COLUMN "assignment_id" text;--> statement-breakpoint
ALTER TABLE "media_requests" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_requests" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "media_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_requests" ADD CONSTRAINT "media_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The operator's analytics read requests of every workspace by creation time.
CREATE INDEX "media_requests_created_idx" ON "media_requests" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "contribution_blocks" (
	"workspace_id" text NOT NULL,
	"client_address" text NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"correction_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contribution_blocks_workspace_id_client_address_pk" PRIMARY KEY("workspace_id","client_address")
);
--> statement-breakpoint
ALTER TABLE "contribution_blocks" ADD CONSTRAINT "contribution_blocks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_blocks" ADD CONSTRAINT "contribution_blocks_correction_id_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."corrections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_blocks" ADD CONSTRAINT "contribution_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "track_versions" (
	"track_id" text NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"correction_id" text,
	"cue_id" text,
	"previous_text" text,
	"text" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_versions_track_id_version_pk" PRIMARY KEY("track_id","version"),
	CONSTRAINT "track_versions_source_check" CHECK ("track_versions"."source" in ('viewer_correction'))
);
--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_correction_id_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."corrections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "outbox" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The sender scans only what is still to send, oldest first.
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("seq") WHERE "outbox"."sent_at" is null;
