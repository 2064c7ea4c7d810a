CREATE TABLE "vehicle_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"day" date NOT NULL,
	"crew_team_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"call_sign" text NOT NULL,
	"name" text,
	"kind" text NOT NULL,
	"seats" integer NOT NULL,
	"wheelchair_places" integer NOT NULL,
	"carrying_chair" boolean NOT NULL,
	"stretcher" boolean NOT NULL,
	"equipment" jsonb NOT NULL,
	"infection_allowed" boolean NOT NULL,
	"disinfection_minutes" integer NOT NULL,
	"in_service" boolean NOT NULL,
	"usual_crew_team_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicle_shifts" ADD CONSTRAINT "vehicle_shifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_shifts" ADD CONSTRAINT "vehicle_shifts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_shifts" ADD CONSTRAINT "vehicle_shifts_crew_team_id_teams_id_fk" FOREIGN KEY ("crew_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_usual_crew_team_id_teams_id_fk" FOREIGN KEY ("usual_crew_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_shifts_vehicle_day_key" ON "vehicle_shifts" USING btree ("vehicle_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_org_call_sign_key" ON "vehicles" USING btree ("organization_id",lower("call_sign"));--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;