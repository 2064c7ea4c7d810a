-- Decision 039: the orderer joins the company index, so a company's list counts the transports it
-- carries for others (orderer not itself) from the index alone.
DROP INDEX "transports_company_pickup_idx";--> statement-breakpoint
CREATE INDEX "transports_company_pickup_idx" ON "transports" USING btree ("assigned_company_id","pickup_at","id","organization_id");