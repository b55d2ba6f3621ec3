ALTER TABLE "workspaces" DROP CONSTRAINT "workspaces_type_check";--> statement-breakpoint
ALTER TABLE "assignments" DROP CONSTRAINT "assignments_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-added: the specification knows only these two workspace types; the others behaved like 'other'.
UPDATE "workspaces" SET "type" = 'other' WHERE "type" NOT IN ('business', 'other');--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_type_check" CHECK ("workspaces"."type" in ('business', 'other'));