-- Site search (written by hand; drizzle-kit writes neither extensions nor functions).
-- Trusted extensions since PostgreSQL 13: the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Russian stemming that reads ё as е: «ещё» is the stop word «еще», «ёлка» finds «елка».
CREATE TEXT SEARCH CONFIGURATION ru_unaccent (COPY = russian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION ru_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, russian_stem;--> statement-breakpoint
-- Words as written, lower case, ё read as е, nothing stemmed: for prefixes typed so far and for the vocabulary.
CREATE TEXT SEARCH CONFIGURATION simple_unaccent (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION simple_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
-- The text of sanitized HTML as a reader sees it: no tags, the entities the sanitizer writes read
-- back, no control characters (snippets mark matches with them), spaces collapsed; '' for null.
-- Inline tags (links, emphasis) go without a trace, as they do on screen, so no space comes before
-- the punctuation after a link. A heading, paragraph, list item, cell or line that ends without
-- punctuation gets a full stop, so that a snippet never runs it into the sentence after it.
CREATE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN btrim(regexp_replace(
  replace(replace(replace(replace(replace(replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(coalesce(html, ''), '</?(a|abbr|b|cite|code|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u)([[:space:]][^>]*)?>', '', 'gi'),
        '([^[:space:].!?…:;,>])[[:space:]]*(</(h[1-6]|p|li|dt|dd|th|td|figcaption|blockquote)>|<br[^>]*>)', '\1.\2', 'gi'),
      '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
  '[[:space:][:cntrl:]]+', ' ', 'g'));--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"content_version" bigint DEFAULT -1 NOT NULL,
	"built_at" timestamp with time zone,
	CONSTRAINT "search_vocabulary_single_row" CHECK ("search_vocabulary"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("description", '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("lead", '')), 'B') || setweight(to_tsvector('ru_unaccent'::regconfig, search_plain_text("body")), 'C') || setweight(jsonb_to_tsvector('ru_unaccent'::regconfig, "blocks", '["string"]'::jsonb), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_groups" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('ru_unaccent'::regconfig, search_plain_text("body")), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_projects" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('ru_unaccent'::regconfig, search_plain_text("body")), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('ru_unaccent'::regconfig, search_plain_text("body")), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('ru_unaccent'::regconfig, search_plain_text("body")), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('ru_unaccent'::regconfig, search_plain_text("body")), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('ru_unaccent'::regconfig, coalesce("excerpt", '')), 'B') || setweight(to_tsvector('ru_unaccent'::regconfig, search_plain_text("body")), 'C') || setweight(jsonb_to_tsvector('ru_unaccent'::regconfig, "features", '["string"]'::jsonb), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trigram_index" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_search_index" ON "clients" USING gin ("search");--> statement-breakpoint
CREATE INDEX "pages_search_index" ON "pages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "portfolio_groups_search_index" ON "portfolio_groups" USING gin ("search");--> statement-breakpoint
CREATE INDEX "portfolio_projects_search_index" ON "portfolio_projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_search_index" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "service_categories_search_index" ON "service_categories" USING gin ("search");--> statement-breakpoint
CREATE INDEX "services_search_index" ON "services" USING gin ("search");--> statement-breakpoint
CREATE INDEX "solutions_search_index" ON "solutions" USING gin ("search");--> statement-breakpoint
INSERT INTO "search_vocabulary" ("id") VALUES (1);
