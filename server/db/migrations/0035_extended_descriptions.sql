-- Extended audio description (issue 31): a description cue that pauses the media while it is spoken.
ALTER TABLE "cues" ADD COLUMN "extended" boolean DEFAULT false NOT NULL;
