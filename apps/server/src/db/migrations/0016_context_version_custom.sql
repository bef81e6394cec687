-- The version GET /api/org/user answers are cached against: any change to a table the answer reads raises it.
-- Deferred constraint triggers raise it at commit, as a transaction's last write: a reader never sees the new
-- version before the change itself, and the one row is locked only while committing, after every other lock a
-- transaction takes, so two transactions can never wait on each other through it.
INSERT INTO "context_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "raise_context_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "context_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_raise_context_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_context_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "memberships_raise_context_version" AFTER INSERT OR UPDATE OR DELETE ON "memberships"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_context_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sites_raise_context_version" AFTER INSERT OR UPDATE OR DELETE ON "sites"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_context_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organisations_raise_context_version" AFTER INSERT OR UPDATE OR DELETE ON "organisations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_context_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "agreed_services_raise_context_version" AFTER INSERT OR UPDATE OR DELETE ON "agreed_services"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_context_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "carrier_services_raise_context_version" AFTER INSERT OR UPDATE OR DELETE ON "carrier_services"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_context_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "carriers_raise_context_version" AFTER INSERT OR UPDATE OR DELETE ON "carriers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "raise_context_version"();
