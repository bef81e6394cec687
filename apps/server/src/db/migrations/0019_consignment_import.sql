CREATE TABLE "consignment_import_keys" (
	"site_id" integer NOT NULL,
	"reference" text NOT NULL,
	"consignment_id" integer NOT NULL,
	"import_id" uuid NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "consignment_import_keys_site_id_reference_pk" PRIMARY KEY("site_id","reference")
);
--> statement-breakpoint
CREATE TABLE "consignment_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"transfer_policy" text NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_to_make" integer NOT NULL,
	"rows_made" integer DEFAULT 0 NOT NULL,
	"consignments_made" integer DEFAULT 0 NOT NULL,
	"with_issues" integer DEFAULT 0 NOT NULL,
	"already_imported" integer DEFAULT 0 NOT NULL,
	"refused_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consignment_import_keys" ADD CONSTRAINT "consignment_import_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_import_keys" ADD CONSTRAINT "consignment_import_keys_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_imports" ADD CONSTRAINT "consignment_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_imports" ADD CONSTRAINT "consignment_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignment_import_keys_consignment_idx" ON "consignment_import_keys" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "consignment_imports_site_idx" ON "consignment_imports" USING btree ("site_id","created_at" DESC NULLS LAST);