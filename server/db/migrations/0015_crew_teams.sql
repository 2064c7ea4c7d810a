ALTER TABLE "teams" ADD COLUMN "crew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Teams a transport was already handed to are the companies' crews (decision 070).
UPDATE "teams" SET "crew" = true WHERE "id" IN (SELECT DISTINCT "crew_team_id" FROM "transports" WHERE "crew_team_id" IS NOT NULL);
