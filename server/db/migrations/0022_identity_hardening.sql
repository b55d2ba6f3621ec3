-- Sessions started before this instant are refused (an SSO sign-in took the account over from a password or
-- another provider): Firebase revokes refresh tokens, but an ID token already issued stays valid for an hour.
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;
--> statement-breakpoint
-- LTI registrations are unique per workspace: another workspace registering the same issuer and client id first
-- can no longer lock an institution out. A launch picks the registration by issuer, client id and deployment id.
DROP INDEX "lti_platforms_issuer_client_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_workspace_issuer_client_idx" ON "lti_platforms" USING btree ("workspace_id","issuer","client_id");
--> statement-breakpoint
CREATE INDEX "lti_platforms_issuer_client_idx" ON "lti_platforms" USING btree ("issuer","client_id");
--> statement-breakpoint
-- Every write an operator makes in a workspace they do not belong to is logged.
ALTER TABLE "operator_audit_entries" DROP CONSTRAINT "operator_audit_entries_action_check";
--> statement-breakpoint
ALTER TABLE "operator_audit_entries" ADD CONSTRAINT "operator_audit_entries_action_check" CHECK ("operator_audit_entries"."action" in ('grant_minutes', 'change_plan', 'change_type', 'workspace_write'));
