CREATE TABLE "edit_versions" (
	"message_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"container" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_versions_message_id_version_pk" PRIMARY KEY("message_id","version")
);
--> statement-breakpoint
ALTER TABLE "edit_versions" ADD CONSTRAINT "edit_versions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;