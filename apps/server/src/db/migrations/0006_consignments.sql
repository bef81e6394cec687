CREATE SEQUENCE "public"."sscc_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "consignment_items" (
	"consignment_id" integer NOT NULL,
	"line_item_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"sscc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_items_consignment_id_line_item_id_ordinal_pk" PRIMARY KEY("consignment_id","line_item_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "consignment_number_sequences" (
	"carrier_id" integer PRIMARY KEY NOT NULL,
	"last_value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"consignment_no" text NOT NULL,
	"previous_consignment_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dispatch_date" date NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"sender_name" text NOT NULL,
	"receiver_name" text NOT NULL,
	"cost_center" text,
	"payer_account" text NOT NULL,
	"line_items" jsonb NOT NULL,
	"quote_id" uuid,
	"quote_set_id" uuid,
	"agreed_service_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"carrier_name" text NOT NULL,
	"agreed_service" jsonb NOT NULL,
	"price" jsonb,
	"freight_recovery_amount" integer,
	"eta" date,
	"eta_time_zone" text,
	"manifest_id" integer,
	"manifest_added_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"transfer_policy" text DEFAULT 'manual' NOT NULL,
	"pallets" jsonb,
	"estimate_id" integer,
	"order_id" text,
	"dangerous_goods_declaration" jsonb NOT NULL,
	"has_dangerous_goods" boolean DEFAULT false NOT NULL,
	"has_delivery_time_slot" boolean DEFAULT false NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_issues" boolean DEFAULT false NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_cost_recovery" jsonb NOT NULL,
	"autoprint" jsonb NOT NULL,
	"item_quantity" integer NOT NULL,
	"volume" bigint NOT NULL,
	"weight" bigint NOT NULL,
	"is_fully_delivered" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignment_items" ADD CONSTRAINT "consignment_items_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_number_sequences" ADD CONSTRAINT "consignment_number_sequences_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_items_sscc_idx" ON "consignment_items" USING btree ("sscc");--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_number_idx" ON "consignments" USING btree ("consignment_no");--> statement-breakpoint
CREATE INDEX "consignments_site_dispatch_idx" ON "consignments" USING btree ("site_id","dispatch_date" DESC NULLS LAST,"updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consignments_site_updated_idx" ON "consignments" USING btree ("site_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consignments_site_eta_idx" ON "consignments" USING btree ("site_id","eta") WHERE "consignments"."is_fully_delivered" = false;--> statement-breakpoint
CREATE INDEX "consignments_estimate_idx" ON "consignments" USING btree ("estimate_id") WHERE "consignments"."estimate_id" is not null;--> statement-breakpoint
CREATE INDEX "consignments_search_idx" ON "consignments" USING gin ("site_id","search_text" gin_trgm_ops) WITH (fastupdate=false);