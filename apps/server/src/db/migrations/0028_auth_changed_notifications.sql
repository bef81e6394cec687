-- Each server process keeps the sessions it has checked (platform/session/session-cache.ts). Triggers tell every
-- process, at commit, whose sessions to read again: the user id when anything the session check reads changes
-- (a session revoked, shortened or deleted; the user; their MFA). The once-a-minute idle touch (last_seen_at, a
-- later expires_at) tells nobody.
CREATE OR REPLACE FUNCTION "notify_auth_changed_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_changed', OLD."id"::text);
  ELSE
    PERFORM pg_notify('auth_changed', NEW."id"::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_auth_changed_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_changed', OLD."user_id"::text);
  ELSE
    PERFORM pg_notify('auth_changed', NEW."user_id"::text);
    IF TG_OP = 'UPDATE' AND OLD."user_id" IS DISTINCT FROM NEW."user_id" THEN
      PERFORM pg_notify('auth_changed', OLD."user_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."token_hash" IS DISTINCT FROM NEW."token_hash" OR NEW."expires_at" < OLD."expires_at")
  EXECUTE FUNCTION "notify_auth_changed_user_id"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_auth_changed" AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "notify_auth_changed_user_id"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "notify_auth_changed_user"();
--> statement-breakpoint
CREATE TRIGGER "user_mfa_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_mfa" FOR EACH ROW
  EXECUTE FUNCTION "notify_auth_changed_user_id"();
