CREATE TABLE "operator_audit_entries" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"workspace_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_audit_entries_action_check" CHECK ("operator_audit_entries"."action" in ('grant_minutes', 'change_plan', 'change_type'))
);
--> statement-breakpoint
ALTER TABLE "operator_audit_entries" ADD CONSTRAINT "operator_audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "operator_audit_entries_seq_idx" ON "operator_audit_entries" USING btree ("seq");
--> statement-breakpoint
CREATE INDEX "operator_audit_entries_workspace_idx" ON "operator_audit_entries" USING btree ("workspace_id","seq");
--> statement-breakpoint
CREATE INDEX "operator_audit_entries_actor_idx" ON "operator_audit_entries" USING btree ("actor_id","seq");
