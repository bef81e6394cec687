-- The manifest, pickup and estimate searches and the orders list keep their answers in each server process, as the
-- consignment lists do (migration 0029). These triggers tell every process, at commit, on channel 'lists_changed':
-- a site's id when a manifest, pickup (or one of its carrier requests), estimate or order of that site changes;
-- '*' when whose sites a user holds, or which sites take orders, changes. Per statement, so a bulk change tells
-- each site once.
CREATE OR REPLACE FUNCTION "notify_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('lists_changed', site_id::text) FROM (SELECT DISTINCT site_id FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lists_changed', site_id::text) FROM (SELECT DISTINCT site_id FROM old_rows) AS changed;
  ELSE
    PERFORM pg_notify('lists_changed', site_id::text) FROM (
      SELECT site_id FROM new_rows UNION SELECT site_id FROM old_rows
    ) AS changed;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_pickup_requests_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lists_changed', p."site_id"::text) FROM "pickups" p
      WHERE p."id" IN (SELECT "pickup_id" FROM old_rows) GROUP BY p."site_id";
  ELSE
    PERFORM pg_notify('lists_changed', p."site_id"::text) FROM "pickups" p
      WHERE p."id" IN (SELECT "pickup_id" FROM new_rows) GROUP BY p."site_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_lists_changed_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lists_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "manifests_inserted_changed" AFTER INSERT ON "manifests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "manifests_updated_changed" AFTER UPDATE ON "manifests"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "manifests_deleted_changed" AFTER DELETE ON "manifests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickups_inserted_changed" AFTER INSERT ON "pickups"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickups_updated_changed" AFTER UPDATE ON "pickups"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickups_deleted_changed" AFTER DELETE ON "pickups"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickup_requests_inserted_changed" AFTER INSERT ON "pickup_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_pickup_requests_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickup_requests_updated_changed" AFTER UPDATE ON "pickup_requests"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_pickup_requests_changed"();
--> statement-breakpoint
CREATE TRIGGER "pickup_requests_deleted_changed" AFTER DELETE ON "pickup_requests"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_pickup_requests_changed"();
--> statement-breakpoint
CREATE TRIGGER "estimates_inserted_changed" AFTER INSERT ON "estimates"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "estimates_updated_changed" AFTER UPDATE ON "estimates"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "estimates_deleted_changed" AFTER DELETE ON "estimates"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_inserted_changed" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_updated_changed" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_deleted_changed" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"();
--> statement-breakpoint
CREATE TRIGGER "sites_lists_changed" AFTER UPDATE ON "sites" FOR EACH ROW
  WHEN (OLD."order_integration_enabled" IS DISTINCT FROM NEW."order_integration_enabled"
    OR OLD."organisation_id" IS DISTINCT FROM NEW."organisation_id")
  EXECUTE FUNCTION "notify_lists_changed_all"();
--> statement-breakpoint
CREATE TRIGGER "memberships_lists_changed" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed_all"();
