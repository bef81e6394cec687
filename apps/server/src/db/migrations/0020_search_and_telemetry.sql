CREATE TABLE "telemetry_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telemetry_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"pointer" text,
	"detail" text,
	"version" text NOT NULL,
	"session_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telemetry_events_kind_received_idx" ON "telemetry_events" USING btree ("kind","received_at");--> statement-breakpoint
CREATE INDEX "consignments_updated_idx" ON "consignments" USING btree ("updated_at" DESC NULLS LAST);