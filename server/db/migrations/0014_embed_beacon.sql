CREATE TABLE "embed_beacon_counts" (
	"workspace_id" text NOT NULL,
	"file_id" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "embed_beacon_counts_workspace_id_file_id_type_day_pk" PRIMARY KEY("workspace_id","file_id","type","day"),
	CONSTRAINT "embed_beacon_counts_type_check" CHECK ("embed_beacon_counts"."type" in ('play', 'search', 'cue_click', 'download', 'correction'))
);
--> statement-breakpoint
ALTER TABLE "embed_beacon_counts" ADD CONSTRAINT "embed_beacon_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "embed_beacon_counts" ADD CONSTRAINT "embed_beacon_counts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
