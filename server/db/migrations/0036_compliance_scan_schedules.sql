-- Weekly web scans (issue 29, "Scans … are repeatable (schedule weekly)"; docs/compliance.md): one schedule per
-- workspace with the bounds of the scan it repeats and when it next runs. The sweeper claims due rows with
-- FOR UPDATE SKIP LOCKED, so two servers never start the same week's scan twice.
CREATE TABLE "compliance_scan_schedules" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"urls" jsonb NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_scan_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "compliance_scan_schedules" ADD CONSTRAINT "compliance_scan_schedules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_scan_schedules" ADD CONSTRAINT "compliance_scan_schedules_last_scan_id_compliance_scans_id_fk" FOREIGN KEY ("last_scan_id") REFERENCES "public"."compliance_scans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_scan_schedules" ADD CONSTRAINT "compliance_scan_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_scan_schedules_due_idx" ON "compliance_scan_schedules" USING btree ("next_run_at");
