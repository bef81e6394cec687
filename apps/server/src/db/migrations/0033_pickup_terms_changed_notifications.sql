-- The pickup view keeps the pickup terms of a site's agreed services in each server process
-- (modules/carriers/kept-pickup-terms.ts). These triggers tell every process, at commit, that the data the terms
-- are read from changed: agreed services, carrier services, carriers, rate cards and their lanes. One '*' per
-- statement (and one per transaction, as PostgreSQL folds equal notifications), so a rate card import tells once;
-- truncation tells too. The channel is the trigger's argument, so a later cache of the same kind needs no function
-- of its own.
CREATE OR REPLACE FUNCTION "notify_channel_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '*');
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
      'FOR EACH STATEMENT EXECUTE FUNCTION "notify_channel_all"(''pickup_terms_changed'')',
      source || '_pickup_terms_changed', source);
  END LOOP;
END
$$;
