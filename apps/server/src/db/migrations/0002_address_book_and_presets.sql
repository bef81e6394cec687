CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"locality_id" integer NOT NULL,
	"locality" text NOT NULL,
	"postcode" text NOT NULL,
	"subdivision" text NOT NULL,
	"country_id" text NOT NULL,
	"time_zone" text NOT NULL,
	"source" text NOT NULL,
	"gnaf_id" text,
	"organisation_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_book_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_book_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"special_instructions" text,
	"authority_to_leave" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_book_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_book_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"quick_access_code" text,
	"address_id" uuid NOT NULL,
	"line2" text,
	"residential" boolean DEFAULT false NOT NULL,
	"prevent_consolidation" boolean DEFAULT false NOT NULL,
	"requires_delivery_time_slot" boolean DEFAULT false NOT NULL,
	"allowed_pallet_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_transfer_type" text,
	"operating_hours" jsonb,
	"address_text" text NOT NULL,
	"locality" text NOT NULL,
	"postcode" text NOT NULL,
	"address_key" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_item_presets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_item_presets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"quick_access_code" text NOT NULL,
	"description" text NOT NULL,
	"packaging_type" text NOT NULL,
	"length" integer,
	"width" integer,
	"height" integer,
	"weight" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dangerous_goods_presets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dangerous_goods_presets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"dg_type" text NOT NULL,
	"proper_shipping_name" text NOT NULL,
	"un_number" text NOT NULL,
	"product_description" text,
	"technical_name" text,
	"class_or_division" text,
	"subsidiary_risks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"packing_group" text,
	"receptacle" text,
	"aggregate_quantity_amount" double precision,
	"aggregate_quantity_unit" text,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiver_carrier_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receiver_carrier_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"address_book_entry_id" integer NOT NULL,
	"agreed_service_id" integer NOT NULL,
	"carrier_charge_account" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD CONSTRAINT "address_book_contacts_entry_id_address_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."address_book_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_entries" ADD CONSTRAINT "address_book_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_entries" ADD CONSTRAINT "address_book_entries_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_item_presets" ADD CONSTRAINT "shipping_item_presets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dangerous_goods_presets" ADD CONSTRAINT "dangerous_goods_presets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_carrier_policies" ADD CONSTRAINT "receiver_carrier_policies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_carrier_policies" ADD CONSTRAINT "receiver_carrier_policies_address_book_entry_id_address_book_entries_id_fk" FOREIGN KEY ("address_book_entry_id") REFERENCES "public"."address_book_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_carrier_policies" ADD CONSTRAINT "receiver_carrier_policies_agreed_service_id_agreed_services_id_fk" FOREIGN KEY ("agreed_service_id") REFERENCES "public"."agreed_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_locality_idx" ON "addresses" USING btree ("locality_id");--> statement-breakpoint
CREATE INDEX "address_book_contacts_entry_idx" ON "address_book_contacts" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "address_book_entries_site_name_idx" ON "address_book_entries" USING btree ("site_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_entries_site_code_idx" ON "address_book_entries" USING btree ("site_id",lower("quick_access_code")) WHERE "address_book_entries"."quick_access_code" is not null;--> statement-breakpoint
CREATE INDEX "address_book_entries_site_address_idx" ON "address_book_entries" USING btree ("site_id","address_key");--> statement-breakpoint
CREATE INDEX "address_book_entries_search_idx" ON "address_book_entries" USING gin ("site_id","search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_item_presets_site_code_idx" ON "shipping_item_presets" USING btree ("site_id",lower("quick_access_code"));--> statement-breakpoint
CREATE INDEX "dangerous_goods_presets_site_un_idx" ON "dangerous_goods_presets" USING btree ("site_id","un_number","id");--> statement-breakpoint
CREATE UNIQUE INDEX "receiver_carrier_policies_entry_idx" ON "receiver_carrier_policies" USING btree ("address_book_entry_id");--> statement-breakpoint
CREATE INDEX "receiver_carrier_policies_site_idx" ON "receiver_carrier_policies" USING btree ("site_id","id");