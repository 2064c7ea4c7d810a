DROP INDEX "invoices_monthly_key";--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "ik" text;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD COLUMN "provider_group_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payer_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_monthly_key" ON "invoices" USING btree ("issuer_id","recipient_id","kind","period_start","payer_key") WHERE "invoices"."kind" <> 'credit_note';