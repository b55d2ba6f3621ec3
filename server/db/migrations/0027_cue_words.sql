-- The engine's words of each machine cue with their confidence (issue 30, "Confidence you can see").
CREATE TABLE "cue_words" (
	"track_id" text NOT NULL,
	"cue_id" text NOT NULL,
	"words" jsonb NOT NULL,
	CONSTRAINT "cue_words_track_id_cue_id_pk" PRIMARY KEY("track_id","cue_id")
);--> statement-breakpoint
ALTER TABLE "cue_words" ADD CONSTRAINT "cue_words_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
