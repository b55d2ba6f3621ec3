-- A voice and a rate per track (issue 31): what the describe job, the editor's Preview and its fit meter read a
-- descriptions track with. Null: the server's default voice for the language, and 160 (espeak-ng's -s).
ALTER TABLE "tracks" ADD COLUMN "voice" text;--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "speech_rate" integer;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_speech_rate_check" CHECK ("tracks"."speech_rate" is null or "tracks"."speech_rate" between 80 and 450);
