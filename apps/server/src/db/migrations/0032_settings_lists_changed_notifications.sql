-- The settings lists (the address book, shipping item presets, dangerous goods presets, carrier service
-- preferences) keep their answers in each server process too, on channel 'lists_changed' (migration 0031). An entry
-- shows its contacts, which tell their entry's site; its address is never changed, only replaced. A preference shows
-- its entry's and agreed service's names, so agreed services tell their site as well. Whether a site's dangerous
-- goods presets may be listed at all follows the site's dangerous goods switch, which tells everyone.
DO $$
DECLARE
  listed text;
BEGIN
  FOREACH listed IN ARRAY ARRAY['shipping_item_presets', 'dangerous_goods_presets', 'receiver_carrier_policies',
    'address_book_entries', 'agreed_services']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"()', listed || '_inserted_listed', listed);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"()', listed || '_updated_listed', listed);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_lists_changed"()', listed || '_deleted_listed', listed);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_entry_contacts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lists_changed', e."site_id"::text) FROM "address_book_entries" e
      WHERE e."id" IN (SELECT "entry_id" FROM old_rows) GROUP BY e."site_id";
  ELSE
    PERFORM pg_notify('lists_changed', e."site_id"::text) FROM "address_book_entries" e
      WHERE e."id" IN (SELECT "entry_id" FROM new_rows) GROUP BY e."site_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "address_book_contacts_inserted_listed" AFTER INSERT ON "address_book_contacts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_entry_contacts_changed"();
--> statement-breakpoint
CREATE TRIGGER "address_book_contacts_updated_listed" AFTER UPDATE ON "address_book_contacts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_entry_contacts_changed"();
--> statement-breakpoint
CREATE TRIGGER "address_book_contacts_deleted_listed" AFTER DELETE ON "address_book_contacts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_entry_contacts_changed"();
--> statement-breakpoint
CREATE TRIGGER "sites_dangerous_goods_lists_changed" AFTER UPDATE ON "sites" FOR EACH ROW
  WHEN (OLD."dangerous_goods_transacting" IS DISTINCT FROM NEW."dangerous_goods_transacting")
  EXECUTE FUNCTION "notify_lists_changed_all"();
