DROP INDEX "price_lists_org_valid_from_key";--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "insurer_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_org_valid_from_insurers_key" ON "price_lists" USING btree ("organization_id","valid_from","insurer_key");