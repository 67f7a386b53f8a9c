CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Bumps the content version and announces it; NOTIFY is delivered on commit, so a change rolled
-- back is never announced.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('content_changed', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
	content_table text;
BEGIN
	FOREACH content_table IN ARRAY ARRAY['pages', 'tags', 'posts', 'post_slug_history', 'service_categories', 'services', 'solutions', 'clients', 'portfolio_groups', 'portfolio_projects', 'redirects'] LOOP
		EXECUTE format('CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', content_table);
	END LOOP;
END
$$;
