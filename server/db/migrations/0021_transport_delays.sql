CREATE TABLE "transport_arrival_notices" (
	"transport_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid,
	"told_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transport_arrival_notices_transport_id_kind_pk" PRIMARY KEY("transport_id","kind")
);
--> statement-breakpoint
CREATE TABLE "transport_delays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transport_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"reported_by" uuid,
	"reason" text NOT NULL,
	"heading" text NOT NULL,
	"new_arrival_at" timestamp with time zone NOT NULL,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_arrival_notices" ADD CONSTRAINT "transport_arrival_notices_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_arrival_notices" ADD CONSTRAINT "transport_arrival_notices_company_id_organizations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_delays" ADD CONSTRAINT "transport_delays_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_delays" ADD CONSTRAINT "transport_delays_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_delays" ADD CONSTRAINT "transport_delays_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_delays_transport_idx" ON "transport_delays" USING btree ("transport_id","reported_at");