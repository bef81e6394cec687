-- Deleting a consignment made from an estimate now takes it off the estimate (modules/estimates,
-- forgetConversion). Estimates still listing consignments deleted before that forget them here: they linked to a
-- consignment that no longer exists, and showed as converted with none left.
UPDATE "estimates"
SET "converted_consignments" = coalesce((
    SELECT jsonb_agg(entry ORDER BY position)
    FROM jsonb_array_elements("estimates"."converted_consignments") WITH ORDINALITY AS kept(entry, position)
    WHERE EXISTS (SELECT 1 FROM "consignments" AS c WHERE c."id"::text = entry->>'id')
  ), '[]'::jsonb),
  "updated_at" = now()
WHERE EXISTS (
  SELECT 1 FROM jsonb_array_elements("estimates"."converted_consignments") AS listed(entry)
  WHERE NOT EXISTS (SELECT 1 FROM "consignments" AS c WHERE c."id"::text = entry->>'id')
);
