CREATE TABLE "transport_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"user_id" uuid,
	"actor_organization_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"km" integer,
	"waiting_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "transport_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"assigned_company_id" uuid,
	"team_id" uuid,
	"crew_team_id" uuid,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"patient_id" uuid,
	"patient" jsonb NOT NULL,
	"reason" text NOT NULL,
	"transport_class" text NOT NULL,
	"mobility" text NOT NULL,
	"equipment" jsonb NOT NULL,
	"infection" jsonb NOT NULL,
	"weight_kg" integer,
	"companions" integer DEFAULT 0 NOT NULL,
	"stairs_without_lift" boolean DEFAULT false NOT NULL,
	"crew_note" text,
	"start" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"start_zip_code" text GENERATED ALWAYS AS (("start"->'address'->>'zipCode')) STORED,
	"start_city" text GENERATED ALWAYS AS (("start"->'address'->>'city')) STORED,
	"destination_zip_code" text GENERATED ALWAYS AS (("destination"->'address'->>'zipCode')) STORED,
	"destination_city" text GENERATED ALWAYS AS (("destination"->'address'->>'city')) STORED,
	"patient_last_name_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("patient"->>'lastName', 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"patient_first_name_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("patient"->>'firstName', 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"start_city_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("start"->'address'->>'city', 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"destination_city_key" text COLLATE "C" GENERATED ALWAYS AS ((replace(lower(translate("destination"->'address'->>'city', 'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĖĘĚèéêëēėęěĞğÌÍÎÏİìíîïıŁłÑŃŇñńňÒÓÔÕÖØŐòóôõöøőŘřŚŠŞśšşŤťÙÚÛÜŮŰùúûüůűÝýÿŹŻŽźżžẞ', 'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEEeeeeeeeeGgIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYyyZZZzzzß')), 'ß', 'ss') collate "C")) STORED,
	"pickup_at" timestamp with time zone,
	"appointment_at" timestamp with time zone,
	"round_trip" jsonb,
	"return_transport_id" uuid,
	"outbound_transport_id" uuid,
	"payer" jsonb NOT NULL,
	"prescription" text NOT NULL,
	"km" integer,
	"waiting_minutes" integer,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"expiry_warned_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transport_events" ADD CONSTRAINT "transport_events_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_events" ADD CONSTRAINT "transport_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_events" ADD CONSTRAINT "transport_events_actor_organization_id_organizations_id_fk" FOREIGN KEY ("actor_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_assigned_company_id_organizations_id_fk" FOREIGN KEY ("assigned_company_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_crew_team_id_teams_id_fk" FOREIGN KEY ("crew_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_return_transport_id_transports_id_fk" FOREIGN KEY ("return_transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_outbound_transport_id_transports_id_fk" FOREIGN KEY ("outbound_transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transport_events_transport_idx" ON "transport_events" USING btree ("transport_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transports_number_key" ON "transports" USING btree (("number" collate "C"));--> statement-breakpoint
CREATE INDEX "transports_org_pickup_idx" ON "transports" USING btree ("organization_id","pickup_at","id");--> statement-breakpoint
CREATE INDEX "transports_company_pickup_idx" ON "transports" USING btree ("assigned_company_id","pickup_at","id");--> statement-breakpoint
CREATE INDEX "transports_org_team_idx" ON "transports" USING btree ("organization_id","team_id","pickup_at");--> statement-breakpoint
CREATE INDEX "transports_company_crew_idx" ON "transports" USING btree ("assigned_company_id","crew_team_id","pickup_at");--> statement-breakpoint
CREATE INDEX "transports_open_pickup_idx" ON "transports" USING btree ("pickup_at","id") WHERE "transports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "transports_org_patient_idx" ON "transports" USING btree ("organization_id","patient_last_name_key","patient_first_name_key");--> statement-breakpoint
CREATE INDEX "transports_org_start_city_idx" ON "transports" USING btree ("organization_id","start_city_key");--> statement-breakpoint
CREATE INDEX "transports_org_destination_city_idx" ON "transports" USING btree ("organization_id","destination_city_key");--> statement-breakpoint
CREATE INDEX "transports_company_patient_idx" ON "transports" USING btree ("assigned_company_id","patient_last_name_key");--> statement-breakpoint
CREATE INDEX "transports_outbound_idx" ON "transports" USING btree ("outbound_transport_id");