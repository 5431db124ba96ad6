CREATE TABLE "frameio_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sealed_tokens" text,
	"token_created_at" integer,
	"token_expires_in" integer,
	"pending_state" text,
	"sealed_verifier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "frameio_connections" ADD CONSTRAINT "frameio_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;