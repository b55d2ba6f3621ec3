CREATE TABLE "platform_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"platform_type" text NOT NULL,
	"started_by" text NOT NULL,
	"code_verifier" text NOT NULL,
	"browser_binding" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_oauth_states" ADD CONSTRAINT "platform_oauth_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_oauth_states" ADD CONSTRAINT "platform_oauth_states_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "platform_oauth_states_expires_idx" ON "platform_oauth_states" USING btree ("expires_at");
