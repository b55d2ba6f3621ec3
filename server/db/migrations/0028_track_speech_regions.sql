-- Where the transcription job detected voice activity in the audio of the track it made (issue 30, "Hallucination
-- guards"): [{ startMs, endMs }] sorted, or null when not measured. The guards flag machine text placed outside it.
ALTER TABLE "tracks" ADD COLUMN "speech_regions" jsonb;
