CREATE TABLE "pickup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pickup_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"agreed_service_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"window_starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"carrier_reference" text,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "pickups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"pickup_date" date NOT NULL,
	"window_start" text NOT NULL,
	"window_starts_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"sender_time_zone" text NOT NULL,
	"sender" jsonb NOT NULL,
	"sender_name" text NOT NULL,
	"freight" jsonb NOT NULL,
	"consignment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_dangerous_goods" boolean DEFAULT false NOT NULL,
	"pickup_instructions" text,
	"reference" text,
	"agreed_service_id" integer,
	"service" jsonb,
	"dangerous_goods_declaration" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "pickup_packaging_types" jsonb;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "carries_dangerous_goods" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_services" ADD COLUMN "accepts_partial_destinations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "pickup_requests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_requests" ADD CONSTRAINT "pickup_requests_pickup_id_pickups_id_fk" FOREIGN KEY ("pickup_id") REFERENCES "public"."pickups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickups" ADD CONSTRAINT "pickups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_requests_pickup_idx" ON "pickup_requests" USING btree ("pickup_id","created_at");--> statement-breakpoint
CREATE INDEX "pickup_requests_site_created_idx" ON "pickup_requests" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "pickups_site_date_idx" ON "pickups" USING btree ("site_id","pickup_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pickups_site_window_idx" ON "pickups" USING btree ("site_id","window_starts_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");