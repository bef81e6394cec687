CREATE TABLE "sscc_serial_counters" (
	"company_prefix" text NOT NULL,
	"extension_digit" smallint NOT NULL,
	"last_serial" bigint NOT NULL,
	CONSTRAINT "sscc_serial_counters_company_prefix_extension_digit_pk" PRIMARY KEY("company_prefix","extension_digit")
);
--> statement-breakpoint
ALTER TABLE "consignment_items" ALTER COLUMN "sscc" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "gs1_company_prefix" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "sscc_extension_digit" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carriers" ADD COLUMN "labels_without_sscc" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_gs1_company_prefix_check" CHECK ("organisations"."gs1_company_prefix" ~ '^[0-9]{7,10}$');--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_sscc_extension_digit_check" CHECK ("organisations"."sscc_extension_digit" between 0 and 9);--> statement-breakpoint
-- SSCCs issued before company prefixes were configuration were built on GS1's example prefix 0614141 with
-- extension digit 0 and serials from sscc_serial_seq: its counter continues after them, so none is issued twice.
INSERT INTO "sscc_serial_counters" ("company_prefix", "extension_digit", "last_serial")
SELECT '0614141', 0, "last_value" FROM "sscc_serial_seq" WHERE "is_called";--> statement-breakpoint
DROP SEQUENCE "public"."sscc_serial_seq";