CREATE TABLE "autoprint_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"label_printer_enabled" boolean DEFAULT false NOT NULL,
	"label_printer_id" integer,
	"connote_printer_enabled" boolean DEFAULT false NOT NULL,
	"connote_printer_id" integer,
	"active_agent_id" integer,
	"active_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_agent_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_agent_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "print_agent_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "print_agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "print_agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"key_id" integer NOT NULL,
	"installation_id" text NOT NULL,
	"machine_name" text NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"printers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"consignment_id" text NOT NULL,
	"consignment_no" text NOT NULL,
	"document" text NOT NULL,
	"owner_version" text NOT NULL,
	"copies" integer NOT NULL,
	"printer_id" integer,
	"printer_name" text,
	"origin" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"agent_id" integer,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "printers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printing_policies" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"default_copy_counts" jsonb NOT NULL,
	"carrier_service_copy_counts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "autoprint_settings" ADD CONSTRAINT "autoprint_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_agent_keys" ADD CONSTRAINT "print_agent_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_agents" ADD CONSTRAINT "print_agents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_agents" ADD CONSTRAINT "print_agents_key_id_print_agent_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."print_agent_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printing_policies" ADD CONSTRAINT "printing_policies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_agent_keys_site_idx" ON "print_agent_keys" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_agents_key_installation_idx" ON "print_agents" USING btree ("key_id","installation_id");--> statement-breakpoint
CREATE INDEX "print_agents_site_idx" ON "print_agents" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "print_jobs_open_idx" ON "print_jobs" USING btree ("site_id","created_at") WHERE "print_jobs"."status" in ('queued', 'printing');--> statement-breakpoint
CREATE INDEX "print_jobs_site_recent_idx" ON "print_jobs" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "print_jobs_consignment_idx" ON "print_jobs" USING btree ("consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "printers_site_name_idx" ON "printers" USING btree ("site_id","name");