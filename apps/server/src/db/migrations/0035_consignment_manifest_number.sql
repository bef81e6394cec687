ALTER TABLE "consignments" ADD COLUMN "manifest_number" text;--> statement-breakpoint
-- consignments manifested before the column carry their manifest's number too
UPDATE "consignments" AS c SET "manifest_number" = m."manifest_number"
FROM "manifests" AS m
WHERE c."manifest_id" = m."id" AND c."manifest_number" IS NULL;
