-- A transport's position lives only for its leg (decision 101): when its status changes, the
-- position goes, in the same transaction as the step, whichever command made it. The leg from
-- "3 Anfahrt" to "4 Am Abholort" first teaches its region how long such a leg takes (decision 100).
CREATE FUNCTION "transport_positions_leg_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'en_route' AND NEW.status = 'at_pickup' AND NEW.start_zip_code ~ '^[0-9]{5}$' THEN
    INSERT INTO travel_legs (region, km, minutes, area, recorded_at)
    SELECT left(NEW.start_zip_code, 2), p.leg_km,
      extract(epoch FROM NEW.status_at - p.leg_started_at) / 60, p.leg_area, NEW.status_at
    FROM transport_positions p
    WHERE p.transport_id = NEW.id AND p.leg_km IS NOT NULL AND p.leg_area IS NOT NULL
      AND p.leg_started_at < NEW.status_at;
  END IF;
  DELETE FROM transport_positions WHERE transport_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transport_positions_leg_end" AFTER UPDATE OF status ON "transports"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION transport_positions_leg_end();
