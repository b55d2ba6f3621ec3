-- Verification by sampling (issue 30, "Accuracy measured, not promised"): the sampled cues of each verification,
-- the text a person confirmed or corrected, the verdict; and the workspace's accuracy target (default 99 %).
CREATE TABLE "track_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"file_id" text NOT NULL,
	"track_id" text NOT NULL,
	"track_version" integer NOT NULL,
	"target" double precision NOT NULL,
	"seed" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "track_verifications_target_check" CHECK ("track_verifications"."target" > 0 and "track_verifications"."target" < 1)
);--> statement-breakpoint
CREATE TABLE "track_verification_segments" (
	"verification_id" text NOT NULL,
	"cue_id" text NOT NULL,
	"position" integer NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	"reviewed_text" text,
	CONSTRAINT "track_verification_segments_verification_id_cue_id_pk" PRIMARY KEY("verification_id","cue_id")
);--> statement-breakpoint
ALTER TABLE "track_verifications" ADD CONSTRAINT "track_verifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_verifications" ADD CONSTRAINT "track_verifications_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_verifications" ADD CONSTRAINT "track_verifications_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_verifications" ADD CONSTRAINT "track_verifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_verification_segments" ADD CONSTRAINT "track_verification_segments_verification_id_track_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."track_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_verifications_track_idx" ON "track_verifications" USING btree ("track_id");--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "verification_target" double precision DEFAULT 0.99 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_verification_target_check" CHECK ("workspace_settings"."verification_target" >= 0.5 and "workspace_settings"."verification_target" <= 0.999);
