CREATE TABLE "manifest_consignments" (
	"manifest_id" integer NOT NULL,
	"consignment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"consignment_no" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_suburb" text NOT NULL,
	"receiver_state" text NOT NULL,
	"receiver_postcode" text NOT NULL,
	"service_name" text NOT NULL,
	"item_quantity" integer NOT NULL,
	"volume" bigint NOT NULL,
	"weight" bigint NOT NULL,
	"has_dangerous_goods" boolean NOT NULL,
	"pallet_quantity" integer DEFAULT 0 NOT NULL,
	"pallet_transfer_type" text NOT NULL,
	"docket_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text,
	"code" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "manifest_consignments_manifest_id_position_pk" PRIMARY KEY("manifest_id","position")
);
--> statement-breakpoint
CREATE TABLE "manifest_number_sequences" (
	"carrier_id" integer PRIMARY KEY NOT NULL,
	"last_value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manifests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manifests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"organisation_name" text NOT NULL,
	"site_name" text NOT NULL,
	"carrier_id" integer NOT NULL,
	"carrier_name" text NOT NULL,
	"carrier_account" text NOT NULL,
	"manifest_number" text NOT NULL,
	"consignment_type" text NOT NULL,
	"dispatch_date" date NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"sender_name" text NOT NULL,
	"dispatch_address" jsonb NOT NULL,
	"agreed_services" jsonb NOT NULL,
	"agreed_service_ids" integer[] NOT NULL,
	"service_names" text NOT NULL,
	"consignment_count" integer NOT NULL,
	"item_quantity" integer NOT NULL,
	"volume" bigint NOT NULL,
	"weight" bigint NOT NULL,
	"has_dangerous_goods" boolean NOT NULL,
	"dangerous_goods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracking_number" text,
	"acknowledged_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "manifest_consignments" ADD CONSTRAINT "manifest_consignments_manifest_id_manifests_id_fk" FOREIGN KEY ("manifest_id") REFERENCES "public"."manifests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifest_number_sequences" ADD CONSTRAINT "manifest_number_sequences_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manifest_consignments_consignment_idx" ON "manifest_consignments" USING btree ("consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manifests_carrier_number_idx" ON "manifests" USING btree ("carrier_id","manifest_number");--> statement-breakpoint
CREATE INDEX "manifests_site_created_idx" ON "manifests" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "manifests_site_number_idx" ON "manifests" USING btree ("site_id","manifest_number","id");--> statement-breakpoint
CREATE INDEX "manifests_site_sender_idx" ON "manifests" USING btree ("site_id","sender_name","id");--> statement-breakpoint
CREATE INDEX "manifests_site_service_idx" ON "manifests" USING btree ("site_id","service_names","id");--> statement-breakpoint
CREATE INDEX "manifests_site_items_idx" ON "manifests" USING btree ("site_id","item_quantity","id");--> statement-breakpoint
CREATE INDEX "manifests_site_volume_idx" ON "manifests" USING btree ("site_id","volume","id");--> statement-breakpoint
CREATE INDEX "manifests_site_weight_idx" ON "manifests" USING btree ("site_id","weight","id");--> statement-breakpoint
CREATE INDEX "manifests_carrier_created_idx" ON "manifests" USING btree ("carrier_id","created_at");