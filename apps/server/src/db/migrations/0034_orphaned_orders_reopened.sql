-- Deleting a consignment made from orders now gives the orders back, open again (modules/orders,
-- reopenOrdersOfConsignments). Orders whose consignment was deleted before that are given back here: they were
-- left converted to a consignment that no longer exists, and could never be sent again.
UPDATE "orders"
SET "status" = 'open', "consignment_id" = NULL, "consignment_no" = NULL, "updated_at" = now()
WHERE "consignment_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "consignments" AS c WHERE c."id" = "orders"."consignment_id");
