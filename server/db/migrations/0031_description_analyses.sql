-- The describability analysis of a video (issue 31, "Find what needs describing"): speech gaps, scene changes,
-- on-screen text and the verdict, one row per file, replaced by each run.
CREATE TABLE "description_analyses" (
	"file_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"job_id" text NOT NULL,
	"result" jsonb NOT NULL,
	"analysed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "description_analyses" ADD CONSTRAINT "description_analyses_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "description_analyses" ADD CONSTRAINT "description_analyses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
