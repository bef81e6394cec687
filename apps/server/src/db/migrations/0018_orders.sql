CREATE TABLE "site_api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"label" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "site_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"payer_account" text,
	"cost_center" text,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dispatch_date" date NOT NULL,
	"sender" jsonb,
	"receiver" jsonb NOT NULL,
	"receiver_name" text NOT NULL,
	"line_items" jsonb NOT NULL,
	"item_quantity" integer NOT NULL,
	"volume" bigint NOT NULL,
	"weight" bigint NOT NULL,
	"search_text" text NOT NULL,
	"consignment_id" integer,
	"consignment_no" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "linked_orders" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_api_keys" ADD CONSTRAINT "site_api_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_api_keys_site_idx" ON "site_api_keys" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_site_number_idx" ON "orders" USING btree ("site_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_site_status_idx" ON "orders" USING btree ("site_id","status","order_number");--> statement-breakpoint
CREATE INDEX "orders_site_status_dispatch_idx" ON "orders" USING btree ("site_id","status","dispatch_date");--> statement-breakpoint
CREATE INDEX "orders_site_status_receiver_idx" ON "orders" USING btree ("site_id","status","receiver_name");--> statement-breakpoint
CREATE INDEX "orders_site_status_created_idx" ON "orders" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_consignment_idx" ON "orders" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("site_id","search_text" gin_trgm_ops) WITH (fastupdate=false);