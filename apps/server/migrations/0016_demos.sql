CREATE TABLE "demos" (
	"slug" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"share_id" text,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demos" ADD CONSTRAINT "demos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;