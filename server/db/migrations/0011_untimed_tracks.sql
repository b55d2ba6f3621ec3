-- A transcript imported without times is kept as text (timed = false) until alignment gives it times; embeds skip it.
ALTER TABLE "tracks" ADD COLUMN "timed" boolean DEFAULT true NOT NULL;
