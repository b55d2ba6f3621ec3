CREATE TABLE "lti_platforms" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" jsonb NOT NULL,
	"auth_url" text NOT NULL,
	"token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"encrypted_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_login_states" (
	"state" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_used_nonces" (
	"platform_id" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_used_nonces_platform_id_nonce_pk" PRIMARY KEY("platform_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "lti_deep_link_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"deployment_id" text NOT NULL,
	"return_url" text NOT NULL,
	"data" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_login_states" ADD CONSTRAINT "lti_login_states_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_used_nonces" ADD CONSTRAINT "lti_used_nonces_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lti_deep_link_sessions" ADD CONSTRAINT "lti_deep_link_sessions_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lti_platforms_workspace_idx" ON "lti_platforms" USING btree ("workspace_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_idx" ON "lti_platforms" USING btree ("issuer","client_id");
--> statement-breakpoint
CREATE INDEX "lti_login_states_expires_idx" ON "lti_login_states" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "lti_used_nonces_expires_idx" ON "lti_used_nonces" USING btree ("expires_at");
--> statement-breakpoint
CREATE INDEX "lti_deep_link_sessions_expires_idx" ON "lti_deep_link_sessions" USING btree ("expires_at");
