DROP INDEX "transports_marketplace_idx";--> statement-breakpoint
CREATE INDEX "transports_org_status_pickup_idx" ON "transports" USING btree ("organization_id","status","pickup_at","id");--> statement-breakpoint
CREATE INDEX "transports_company_status_pickup_idx" ON "transports" USING btree ("assigned_company_id","status","pickup_at","id","organization_id");--> statement-breakpoint
CREATE INDEX "transports_marketplace_idx" ON "transports" USING btree (("escalation_step" >= 2) desc,"pickup_at","id","escalation_step","start_zip_code") WHERE "transports"."status" = 'open';