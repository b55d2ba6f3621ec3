CREATE TABLE "rev_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"file_id" text NOT NULL,
	"rev_order_number" text,
	"status" text DEFAULT 'submitting' NOT NULL,
	"rev_status" text,
	"error" text,
	"media_token_hash" text NOT NULL,
	"media_expires_at" timestamp with time zone NOT NULL,
	"track_id" text,
	"ordered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "rev_orders_status_check" CHECK ("rev_orders"."status" in ('submitting', 'in_progress', 'complete', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "rev_orders" ADD CONSTRAINT "rev_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rev_orders" ADD CONSTRAINT "rev_orders_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rev_orders" ADD CONSTRAINT "rev_orders_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rev_orders" ADD CONSTRAINT "rev_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "rev_orders_file_idx" ON "rev_orders" USING btree ("workspace_id","file_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "rev_orders_open_file_idx" ON "rev_orders" USING btree ("file_id") WHERE "rev_orders"."status" in ('submitting', 'in_progress');
