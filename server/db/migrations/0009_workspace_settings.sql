-- Issue 16: invitations become links (a hashed token, an expiry, revocation kept as history), integrations
-- store their credentials encrypted, and each workspace has its settings row.
ALTER TABLE "invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "invitations_open_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_idx" ON "invitations" USING btree ("workspace_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "workspace_integrations" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "workspace_integrations" ADD COLUMN "connected_by" text;--> statement-breakpoint
CREATE TABLE "workspace_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"default_language" text,
	"max_chars_per_line" integer DEFAULT 42 NOT NULL,
	"max_lines" integer DEFAULT 2 NOT NULL,
	"max_cps" real DEFAULT 17 NOT NULL,
	"min_duration_ms" integer DEFAULT 833 NOT NULL,
	"max_duration_ms" integer DEFAULT 7000 NOT NULL,
	"review_finished_transcriptions" boolean DEFAULT false NOT NULL,
	"embed_beacon" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_settings_durations_check" CHECK ("workspace_settings"."min_duration_ms" < "workspace_settings"."max_duration_ms")
);
--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD CONSTRAINT "workspace_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
