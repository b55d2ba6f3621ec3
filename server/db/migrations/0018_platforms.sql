CREATE TABLE "platform_sources" (
	"file_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"platform" text NOT NULL,
	"item_id" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_publications" (
	"track_id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"platform_caption_id" text NOT NULL,
	"track_version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text
);
--> statement-breakpoint
ALTER TABLE "platform_sources" ADD CONSTRAINT "platform_sources_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_sources" ADD CONSTRAINT "platform_sources_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_publications" ADD CONSTRAINT "platform_publications_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_publications" ADD CONSTRAINT "platform_publications_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "platform_publications" ADD CONSTRAINT "platform_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "platform_sources_item_idx" ON "platform_sources" USING btree ("workspace_id","platform","item_id");
--> statement-breakpoint
CREATE INDEX "platform_publications_file_idx" ON "platform_publications" USING btree ("file_id");
