CREATE SEQUENCE "public"."estimate_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "fuel_levies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fuel_levies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_id" integer NOT NULL,
	"carrier_service_id" integer,
	"effective_from" date NOT NULL,
	"percent" numeric(8, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_card_lanes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_card_lanes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate_card_id" integer NOT NULL,
	"from_zone" text NOT NULL,
	"to_zone" text NOT NULL,
	"reciprocal" boolean DEFAULT false NOT NULL,
	"basic_cents" integer NOT NULL,
	"rate_per_kg_cents" numeric(14, 4) NOT NULL,
	"minimum_cents" integer NOT NULL,
	"weight_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transit_business_days" integer NOT NULL,
	"cubic_conversion_kg_per_m3" integer
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_service_id" integer NOT NULL,
	"carrier_charge_account" text,
	"effective_from" date NOT NULL,
	"cubic_conversion_kg_per_m3" integer,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_surcharges" (
	"carrier_service_id" integer NOT NULL,
	"code" text NOT NULL,
	"basis" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_surcharges_carrier_service_id_code_pk" PRIMARY KEY("carrier_service_id","code")
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estimates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"estimate_number" text NOT NULL,
	"type" text NOT NULL,
	"dispatch_date" date NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_items" jsonb NOT NULL,
	"has_dangerous_goods" boolean DEFAULT false NOT NULL,
	"shipping_cost_recovery" jsonb NOT NULL,
	"delivery_time_slot" jsonb,
	"quote_set_id" uuid,
	"selected_quote_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"converted_consignments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "form_configurations" (
	"site_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"movement_type" text NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_cost_recovery" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_configurations_site_id_resource_type_movement_type_pk" PRIMARY KEY("site_id","resource_type","movement_type")
);
--> statement-breakpoint
CREATE TABLE "quote_request_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "quote_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" uuid,
	"consignment_id" text,
	"dispatch_date" date NOT NULL,
	"sender_zone" text,
	"receiver_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_set_id" uuid NOT NULL,
	"agreed_service_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"carrier_service_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"selectable" boolean NOT NULL,
	"recommended" boolean NOT NULL,
	"unselectable_reason" jsonb,
	"eta" date,
	"eta_time_zone" text,
	"evaluation" jsonb NOT NULL,
	"payer_account" text NOT NULL,
	"agreed_service_name" text NOT NULL,
	"carrier_name" text NOT NULL,
	"provider_type" text NOT NULL,
	"cost" jsonb,
	"freight_recovery_amount" integer,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "mode" text DEFAULT 'road' NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "cubic_conversion_kg_per_m3" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "pickup_booking_cutoff" text;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "pickup_cutoff" text;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "pickup_window_minimum_minutes" integer;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "consignment_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "consignment_sequence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "tracking_url_template" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "api_key_hash" text;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "fuel_levies" ADD CONSTRAINT "fuel_levies_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_levies" ADD CONSTRAINT "fuel_levies_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_lanes" ADD CONSTRAINT "rate_card_lanes_rate_card_id_rate_cards_id_fk" FOREIGN KEY ("rate_card_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_surcharges" ADD CONSTRAINT "service_surcharges_carrier_service_id_carrier_services_id_fk" FOREIGN KEY ("carrier_service_id") REFERENCES "public"."carrier_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_quote_set_id_quote_sets_id_fk" FOREIGN KEY ("quote_set_id") REFERENCES "public"."quote_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_configurations" ADD CONSTRAINT "form_configurations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_keys" ADD CONSTRAINT "quote_request_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sets" ADD CONSTRAINT "quote_sets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sets" ADD CONSTRAINT "quote_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_set_id_quote_sets_id_fk" FOREIGN KEY ("quote_set_id") REFERENCES "public"."quote_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_levies_version_idx" ON "fuel_levies" USING btree ("carrier_id",coalesce("carrier_service_id", 0),"effective_from");--> statement-breakpoint
CREATE INDEX "rate_card_lanes_pair_idx" ON "rate_card_lanes" USING btree ("rate_card_id","from_zone","to_zone");--> statement-breakpoint
CREATE INDEX "rate_card_lanes_reverse_idx" ON "rate_card_lanes" USING btree ("rate_card_id","to_zone","from_zone");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_version_idx" ON "rate_cards" USING btree ("carrier_service_id",coalesce("carrier_charge_account", ''),"effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_number_idx" ON "estimates" USING btree ("estimate_number");--> statement-breakpoint
CREATE INDEX "estimates_site_created_idx" ON "estimates" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "estimates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "quote_sets_site_idx" ON "quote_sets" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_quote_set_idx" ON "quotes" USING btree ("quote_set_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_services_carrier_name_idx" ON "carrier_services" USING btree ("carrier_id",lower("name"));