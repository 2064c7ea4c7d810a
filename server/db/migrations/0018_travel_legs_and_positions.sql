CREATE TABLE "travel_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"km" double precision NOT NULL,
	"minutes" double precision NOT NULL,
	"area" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "travel_legs_region_idx" ON "travel_legs" USING btree ("region","recorded_at");--> statement-breakpoint
CREATE TABLE "transport_positions" (
	"transport_id" uuid PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"accuracy" double precision,
	"at" timestamp with time zone NOT NULL,
	"leg_km" double precision,
	"leg_area" text,
	"leg_started_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transport_positions" ADD CONSTRAINT "transport_positions_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;