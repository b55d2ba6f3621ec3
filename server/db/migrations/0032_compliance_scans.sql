-- Web scans for media (issue 29, "Finding media on the web"; docs/compliance.md): each scan's bounds, progress and
-- the pages it could not scan; its job (state, error) is the `jobs` row. Media found on pages are assets keyed by
-- the workspace and the media's address, so scanning again updates them.
CREATE TABLE "compliance_scans" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"job_id" text,
	"urls" jsonb NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"assets_found" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "compliance_scans" ADD CONSTRAINT "compliance_scans_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_scans" ADD CONSTRAINT "compliance_scans_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_scans" ADD CONSTRAINT "compliance_scans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_scans_workspace_idx" ON "compliance_scans" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_assets_web_url_idx" ON "compliance_assets" USING btree ("workspace_id","url") WHERE "compliance_assets"."file_id" is null and "compliance_assets"."page_url" is not null;
