-- The pickup view keeps the pickup terms of a site's agreed services in each server process
-- (modules/carriers/kept-pickup-terms.ts). These triggers tell every process, at commit, on channel
-- 'pickup_terms_changed', that the data the terms are read from changed: agreed services, carrier services,
-- carriers, rate cards and their lanes. One '*' per statement (and one per transaction, as PostgreSQL folds equal
-- notifications), so a rate card import tells once; truncation tells too.
CREATE OR REPLACE FUNCTION "notify_pickup_terms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pickup_terms_changed', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['agreed_services', 'carrier_services', 'carriers', 'rate_cards', 'rate_card_lanes']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_pickup_terms_changed"()', source || '_pickup_terms_changed', source);
  END LOOP;
END
$$;
