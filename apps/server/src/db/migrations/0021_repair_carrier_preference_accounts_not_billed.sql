-- Issue 24: a carrier service preference must charge an account its agreed service's carrier bills the site
-- under (checked on saving since then). Preferences saved before the check may hold another carrier's account:
-- each is set back to its agreed service's own account, the one a preference saved without an account gets.
-- Billed accounts are those of the site's agreed services with the same carrier, as the check reads them.
UPDATE "receiver_carrier_policies" AS "policy"
SET "carrier_charge_account" = "service"."carrier_charge_account", "updated_at" = now()
FROM "agreed_services" AS "service"
WHERE "service"."id" = "policy"."agreed_service_id"
  AND NOT EXISTS (
    SELECT 1
    FROM "agreed_services" AS "billing"
    JOIN "carrier_services" AS "billing_service" ON "billing_service"."id" = "billing"."carrier_service_id"
    JOIN "carrier_services" AS "chosen_service" ON "chosen_service"."id" = "service"."carrier_service_id"
    WHERE "billing"."site_id" = "policy"."site_id"
      AND "billing_service"."carrier_id" = "chosen_service"."carrier_id"
      AND "billing"."carrier_charge_account" = "policy"."carrier_charge_account"
  );
