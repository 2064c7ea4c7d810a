CREATE TABLE "escalation_ladders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"widen_hours_before" integer NOT NULL,
	"urgent_hours_before" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escalation_ladders_organization_id_unique" UNIQUE("organization_id")
);
--> statement-breakpoint
ALTER TABLE "transport_events" ADD COLUMN "escalation_step" smallint;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "escalation_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "republished_from_id" uuid;--> statement-breakpoint
ALTER TABLE "escalation_ladders" ADD CONSTRAINT "escalation_ladders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_ladders" ADD CONSTRAINT "escalation_ladders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_republished_from_id_transports_id_fk" FOREIGN KEY ("republished_from_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transports_republished_from_key" ON "transports" USING btree ("republished_from_id") WHERE "transports"."republished_from_id" is not null;--> statement-breakpoint
-- The ladder absorbs the expiry warning (decision 042): a transport already warned is at step 2.
UPDATE "transports" SET "escalation_step" = 2 WHERE "expiry_warned_at" IS NOT NULL AND "status" = 'open';--> statement-breakpoint
ALTER TABLE "transports" DROP COLUMN "expiry_warned_at";--> statement-breakpoint
-- The warning's notification setting becomes the ladder's.
UPDATE "notification_settings" SET "channels" = ("channels" - 'transport_expiring') || jsonb_build_object('transport_escalated', "channels"->'transport_expiring') WHERE "channels" ? 'transport_expiring';--> statement-breakpoint
-- Warnings not yet delivered have no handler any more.
DELETE FROM "event_deliveries" WHERE "status" = 'pending' AND "event_id" IN (SELECT "id" FROM "domain_events" WHERE "type" = 'transport.expiring');
