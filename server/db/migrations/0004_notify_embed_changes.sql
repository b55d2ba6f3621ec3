-- Every write that can change what the public embeds show (visibility or content) notifies the channel
-- embed_changed, whichever code path made it; each API process listens and drops its cached answers.
-- Statement-level, and PostgreSQL folds identical notifications of one transaction into one, delivered
-- only after the commit.
CREATE FUNCTION "notify_embed_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('embed_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "files_embed_changed" AFTER UPDATE OR DELETE ON "files"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_embed_changed"();--> statement-breakpoint
CREATE TRIGGER "showcases_embed_changed" AFTER UPDATE OR DELETE ON "showcases"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_embed_changed"();--> statement-breakpoint
CREATE TRIGGER "showcase_files_embed_changed" AFTER INSERT OR UPDATE OR DELETE ON "showcase_files"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_embed_changed"();--> statement-breakpoint
CREATE TRIGGER "tracks_embed_changed" AFTER UPDATE OR DELETE ON "tracks"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_embed_changed"();--> statement-breakpoint
CREATE TRIGGER "cues_embed_changed" AFTER INSERT OR UPDATE OR DELETE ON "cues"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_embed_changed"();
