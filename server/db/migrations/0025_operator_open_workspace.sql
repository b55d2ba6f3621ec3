-- Operators opening a workspace they are not a member of ("Open as admin") are audited too (beside 0022's
-- workspace_write).
ALTER TABLE "operator_audit_entries" DROP CONSTRAINT "operator_audit_entries_action_check";
--> statement-breakpoint
ALTER TABLE "operator_audit_entries" ADD CONSTRAINT "operator_audit_entries_action_check" CHECK ("operator_audit_entries"."action" in ('grant_minutes', 'change_plan', 'change_type', 'open_workspace', 'workspace_write'));
--> statement-breakpoint
CREATE INDEX "operator_audit_entries_actor_workspace_idx" ON "operator_audit_entries" USING btree ("actor_id","workspace_id","action","created_at");
