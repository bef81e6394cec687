CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignment_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"reason" text NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"link" text NOT NULL,
	"user_id" uuid NOT NULL,
	"user_full_name" text NOT NULL,
	"user_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_of_delivery_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignment_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiver_notification_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"picked_up" boolean DEFAULT true NOT NULL,
	"out_for_delivery" boolean DEFAULT true NOT NULL,
	"delivered" boolean DEFAULT true NOT NULL,
	"late" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiver_notifications" (
	"consignment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiver_notifications_consignment_id_kind_pk" PRIMARY KEY("consignment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consignment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignment_tracking_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "consignment_tracking_events" ADD COLUMN "eta" date;--> statement-breakpoint
ALTER TABLE "consignment_tracking_events" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "consignment_tracking_events" ADD COLUMN "carrier_event_id" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_delivery_documents" ADD CONSTRAINT "proof_of_delivery_documents_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_delivery_documents" ADD CONSTRAINT "proof_of_delivery_documents_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_notification_settings" ADD CONSTRAINT "receiver_notification_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_notifications" ADD CONSTRAINT "receiver_notifications_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_consignment_idx" ON "enquiries" USING btree ("consignment_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proof_of_delivery_documents_consignment_idx" ON "proof_of_delivery_documents" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "tracking_links_consignment_idx" ON "tracking_links" USING btree ("consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_tracking_events_carrier_event_idx" ON "consignment_tracking_events" USING btree ("carrier_id","carrier_event_id");