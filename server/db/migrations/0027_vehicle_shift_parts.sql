DROP INDEX "vehicle_shifts_vehicle_day_key";--> statement-breakpoint
ALTER TABLE "vehicle_shifts" ADD COLUMN "part" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_shifts" ADD COLUMN "starts_at" text;--> statement-breakpoint
ALTER TABLE "vehicle_shifts" ADD COLUMN "ends_at" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_shifts_vehicle_day_part_key" ON "vehicle_shifts" USING btree ("vehicle_id","day","part");