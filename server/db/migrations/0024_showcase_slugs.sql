-- Readable showcase addresses (shared/showcase-slug.ts): existing showcases get a slug from their title, unique
-- per workspace ("-2", "-3"… for repeats, and an id-derived suffix should even that collide). Ids stay as they are.
ALTER TABLE "showcases" ADD COLUMN "slug" text;
--> statement-breakpoint
WITH base AS (
  SELECT "id", "workspace_id", "created_at",
    coalesce(nullif(trim(both '-' from left(regexp_replace(
      translate(lower("title"), 'áàâäãåāçćčéèêëēęíìîïīñńóòôöõøōśšúùûüūýÿźžż', 'aaaaaaaccceeeeeeiiiiinnooooooossuuuuuyyzzz'),
      '[^a-z0-9]+', '-', 'g'), 56)), ''), 'showcase') AS "slug"
  FROM "showcases"
), numbered AS (
  SELECT "id", "slug" || CASE WHEN n > 1 THEN '-' || n ELSE '' END AS "slug"
  FROM (SELECT *, row_number() OVER (PARTITION BY "workspace_id", "slug" ORDER BY "created_at", "id") AS n FROM base) b
)
UPDATE "showcases" SET "slug" = numbered."slug" FROM numbered WHERE "showcases"."id" = numbered."id";
--> statement-breakpoint
WITH repeated AS (
  SELECT "id", row_number() OVER (PARTITION BY "workspace_id", "slug" ORDER BY "created_at", "id") AS n FROM "showcases"
)
UPDATE "showcases" SET "slug" = "slug" || '-' || substr(md5("showcases"."id"), 1, 6)
FROM repeated WHERE "showcases"."id" = repeated."id" AND repeated.n > 1;
--> statement-breakpoint
ALTER TABLE "showcases" ALTER COLUMN "slug" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "showcases_workspace_slug_idx" ON "showcases" USING btree ("workspace_id","slug");
