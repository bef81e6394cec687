CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dedupe_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"format" text DEFAULT 'pdf' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"owner_version" text NOT NULL,
	"storage_key" text,
	"byte_size" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claimable_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queued_dedupe_idx" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("updated_at") WHERE "jobs"."status" in ('done', 'failed');--> statement-breakpoint
CREATE UNIQUE INDEX "documents_owner_type_format_idx" ON "documents" USING btree ("owner_type","owner_id","type","format");--> statement-breakpoint
CREATE INDEX "documents_site_idx" ON "documents" USING btree ("site_id");