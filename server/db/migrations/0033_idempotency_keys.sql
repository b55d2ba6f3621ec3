-- Idempotent writes (issue 34): the first answer to a POST sent with an Idempotency-Key, replayed for 24 hours to
-- the same caller, workspace and operation. A row without a status is a request still running: a duplicate waits
-- for it instead of doing the work twice. Rows go with their caller, and after 24 hours.
CREATE TABLE "idempotency_keys" (
	"caller_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_caller_id_workspace_id_operation_key_pk" PRIMARY KEY("caller_id","workspace_id","operation","key")
);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
