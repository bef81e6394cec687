-- Each server process keeps the consignment list answers it has served (platform/cache/answer-cache.ts). Triggers
-- tell every process, at commit, whose answers to drop: the site's id when a consignment of that site or one of
-- its tracking events changes, '*' when whose sites a user holds, or a site's or organisation's name, changes.
-- Per statement, so a bulk import or update tells each site once. plpgsql plans each branch when it first runs,
-- so a branch may name a transition table its trigger does not have.
CREATE OR REPLACE FUNCTION "notify_consignments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('consignments_changed', site_id::text) FROM (SELECT DISTINCT site_id FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('consignments_changed', site_id::text) FROM (SELECT DISTINCT site_id FROM old_rows) AS changed;
  ELSE
    PERFORM pg_notify('consignments_changed', site_id::text) FROM (
      SELECT site_id FROM new_rows UNION SELECT site_id FROM old_rows
    ) AS changed;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_consignment_events_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('consignments_changed', c."site_id"::text) FROM "consignments" c
      WHERE c."id" IN (SELECT "consignment_id" FROM old_rows) GROUP BY c."site_id";
  ELSE
    PERFORM pg_notify('consignments_changed', c."site_id"::text) FROM "consignments" c
      WHERE c."id" IN (SELECT "consignment_id" FROM new_rows) GROUP BY c."site_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_consignments_changed_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('consignments_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "consignments_inserted_changed" AFTER INSERT ON "consignments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_consignments_changed"();
--> statement-breakpoint
CREATE TRIGGER "consignments_updated_changed" AFTER UPDATE ON "consignments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_consignments_changed"();
--> statement-breakpoint
CREATE TRIGGER "consignments_deleted_changed" AFTER DELETE ON "consignments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_consignments_changed"();
--> statement-breakpoint
CREATE TRIGGER "consignment_events_inserted_changed" AFTER INSERT ON "consignment_tracking_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_consignment_events_changed"();
--> statement-breakpoint
CREATE TRIGGER "consignment_events_updated_changed" AFTER UPDATE ON "consignment_tracking_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_consignment_events_changed"();
--> statement-breakpoint
CREATE TRIGGER "consignment_events_deleted_changed" AFTER DELETE ON "consignment_tracking_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_consignment_events_changed"();
--> statement-breakpoint
CREATE TRIGGER "memberships_consignments_changed" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_consignments_changed_all"();
--> statement-breakpoint
CREATE TRIGGER "sites_consignments_changed" AFTER UPDATE ON "sites" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."organisation_id" IS DISTINCT FROM NEW."organisation_id")
  EXECUTE FUNCTION "notify_consignments_changed_all"();
--> statement-breakpoint
CREATE TRIGGER "organisations_consignments_changed" AFTER UPDATE ON "organisations" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "notify_consignments_changed_all"();
