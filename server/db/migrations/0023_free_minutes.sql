-- Free minutes (issues 27 and 28): each billing period's plan allowance and its expiry are ledger entries.
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_sign_check";
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('grant', 'debit', 'refund', 'referral_reward', 'allowance', 'expiry'));
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_sign_check" CHECK (("credit_entries"."kind" in ('debit', 'expiry') and "credit_entries"."minutes" < 0) or ("credit_entries"."kind" not in ('debit', 'expiry') and "credit_entries"."minutes" > 0));
--> statement-breakpoint
CREATE TABLE "plan_allowances" (
	"workspace_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"plan_id" text NOT NULL,
	"minutes" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_minutes" integer,
	"expired_at" timestamp with time zone,
	CONSTRAINT "plan_allowances_workspace_id_period_start_pk" PRIMARY KEY("workspace_id","period_start"),
	CONSTRAINT "plan_allowances_minutes_check" CHECK ("plan_allowances"."minutes" >= 0 and ("plan_allowances"."expired_minutes" is null or "plan_allowances"."expired_minutes" between 0 and "plan_allowances"."minutes"))
);
--> statement-breakpoint
ALTER TABLE "plan_allowances" ADD CONSTRAINT "plan_allowances_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "email_domain" text;
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "client_key" text;
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "paid_usage_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "referrals_person_idx" ON "referrals" USING btree ("referred_by");
--> statement-breakpoint
CREATE INDEX "referrals_domain_idx" ON "referrals" USING btree ("referrer_workspace_id","email_domain");
--> statement-breakpoint
CREATE INDEX "referrals_client_idx" ON "referrals" USING btree ("client_key","created_at");
