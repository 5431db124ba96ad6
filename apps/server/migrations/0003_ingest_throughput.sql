CREATE TABLE "ingest_throughput" (
	"engine" text PRIMARY KEY NOT NULL,
	"seconds_per_media_second" real NOT NULL,
	"samples" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
