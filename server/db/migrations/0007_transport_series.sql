CREATE TABLE "transport_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"assigned_company_id" uuid,
	"team_id" uuid,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"patient_id" uuid,
	"patient" jsonb NOT NULL,
	"order" jsonb NOT NULL,
	"recurrence" jsonb NOT NULL,
	"rule" text NOT NULL,
	"return_trip" jsonb,
	"created_until" date,
	"cancel_reason" text,
	"start_zip_code" text GENERATED ALWAYS AS (("order"->'start'->'address'->>'zipCode')) STORED,
	"start_city" text GENERATED ALWAYS AS (("order"->'start'->'address'->>'city')) STORED,
	"destination_zip_code" text GENERATED ALWAYS AS (("order"->'destination'->'address'->>'zipCode')) STORED,
	"destination_city" text GENERATED ALWAYS AS (("order"->'destination'->'address'->>'city')) STORED,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "transport_series" ADD CONSTRAINT "transport_series_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_series" ADD CONSTRAINT "transport_series_assigned_company_id_organizations_id_fk" FOREIGN KEY ("assigned_company_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_series" ADD CONSTRAINT "transport_series_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_series" ADD CONSTRAINT "transport_series_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_series" ADD CONSTRAINT "transport_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_series_org_idx" ON "transport_series" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "transport_series_company_idx" ON "transport_series" USING btree ("assigned_company_id","created_at");--> statement-breakpoint
CREATE INDEX "transport_series_active_idx" ON "transport_series" USING btree ("created_until") WHERE "transport_series"."status" = 'active';--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_series_id_transport_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."transport_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transports_series_date_key" ON "transports" USING btree ("series_id","series_date");