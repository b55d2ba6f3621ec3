CREATE TABLE "credit_balances" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_minutes_check" CHECK ("credit_balances"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"job_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('grant', 'debit', 'refund', 'referral_reward')),
	CONSTRAINT "credit_entries_sign_check" CHECK (("credit_entries"."kind" = 'debit' and "credit_entries"."minutes" < 0) or ("credit_entries"."kind" <> 'debit' and "credit_entries"."minutes" > 0))
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "credit_entries_workspace_idx" ON "credit_entries" USING btree ("workspace_id","seq");
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_debit_once_idx" ON "credit_entries" USING btree ("job_id") WHERE "credit_entries"."kind" = 'debit';
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_refund_once_idx" ON "credit_entries" USING btree ("job_id") WHERE "credit_entries"."kind" = 'refund';
--> statement-breakpoint
-- A job that ends failed or cancelled gives its debit back, once, in the same statement that ends it —
-- whichever path ends it (a failure, a cancel while queued or running, the file's deletion).
CREATE FUNCTION "refund_ended_job"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  debit record;
BEGIN
  IF NEW.state IN ('failed', 'cancelled') AND OLD.state IS DISTINCT FROM NEW.state THEN
    SELECT workspace_id, minutes INTO debit FROM credit_entries WHERE job_id = NEW.id AND kind = 'debit';
    IF FOUND THEN
      INSERT INTO credit_entries (id, workspace_id, kind, minutes, job_id, reason)
      VALUES ('refund-' || NEW.id, debit.workspace_id, 'refund', -debit.minutes, NEW.id,
              CASE WHEN NEW.state = 'cancelled' THEN 'Job cancelled' ELSE 'Job failed' END)
      ON CONFLICT DO NOTHING;
      IF FOUND THEN
        UPDATE credit_balances SET minutes = minutes - debit.minutes, updated_at = now()
        WHERE workspace_id = debit.workspace_id;
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_refund_when_ended" AFTER UPDATE OF "state" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "refund_ended_job"();
