ALTER TABLE "projects" ADD COLUMN "audio_overlap" text DEFAULT 'non_overlapping' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "speaker_turns" jsonb;