CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"file_id" text,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"step" text,
	"error" text,
	"input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"singleton_key" text NOT NULL,
	"boss_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "jobs_progress_check" CHECK ("jobs"."progress" >= 0 and "jobs"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "jobs_workspace_created_idx" ON "jobs" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id");
--> statement-breakpoint
CREATE INDEX "jobs_file_created_idx" ON "jobs" USING btree ("file_id","created_at" DESC NULLS LAST,"id");
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_active_idx" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."state" in ('queued', 'running');
--> statement-breakpoint
-- Live updates for the admin (GET /workspaces/{id}/events): every change of a job row and of a file's status
-- notifies `media_access_events` with ids only; each API process listens and reads what changed. Workers in
-- other processes reach the admin this way, whichever code path made the change.
CREATE FUNCTION "notify_job_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('media_access_events', json_build_object('w', NEW.workspace_id, 'j', NEW.id, 'k', NEW.kind, 's', NEW.state)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_notify_changed" AFTER INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "notify_job_changed"();
--> statement-breakpoint
CREATE FUNCTION "notify_file_status_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('media_access_events', json_build_object('w', NEW.workspace_id, 'f', NEW.id, 's', NEW.status)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "files_notify_status_changed" AFTER INSERT OR UPDATE OF "status" ON "files"
  FOR EACH ROW EXECUTE FUNCTION "notify_file_status_changed"();
