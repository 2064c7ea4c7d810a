-- The scorecards count delays per company (issue 29; decision 113): a transport whose delay the
-- company reported, and one that was late by the estimate with nothing reported. The facts'
-- refresh (migration 0012) learns the two kinds, and a new report or notice refreshes its
-- transport's facts like a new event does.
CREATE OR REPLACE FUNCTION "scorecard_facts_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM transports WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM scorecard_facts WHERE transport_id = ANY(ids);
  WITH scoped AS (
    SELECT id, organization_id, pickup_at, status, assigned_company_id FROM transports
    WHERE id = ANY(ids) AND pickup_at IS NOT NULL
  ),
  ev AS (
    SELECT e.transport_id, e.action, e.from_status, e.actor_organization_id AS actor, e.at,
           e.recorded_at,
           -- When the transport last went on the marketplace, up to this event (server time):
           -- its order, a company's return, or the release of an on-call return trip.
           max(e.recorded_at) FILTER (
             WHERE e.action IN ('return', 'release') OR (e.action = 'create' AND e.to_status = 'open')
           ) OVER (PARTITION BY e.transport_id ORDER BY e.recorded_at, e.action = 'accept'
                   ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS published_at
    FROM transport_events e JOIN scoped s ON s.id = e.transport_id
    WHERE e.action IN ('create', 'release', 'return', 'accept', 'at_pickup', 'in_transit', 'cancel')
  ),
  facts AS (
    -- Each acceptance: minutes since the transport last went on the marketplace.
    SELECT transport_id, actor AS company_id, 'accept' AS kind,
           extract(epoch FROM recorded_at - published_at) / 60 AS minutes
    FROM ev WHERE action = 'accept'
    UNION ALL
    SELECT transport_id, actor, 'return', NULL FROM ev WHERE action = 'return'
    UNION ALL
    -- The crew's first report at the patient (device time): 4, or 7 when 4 was skipped.
    SELECT s.id, s.assigned_company_id, 'pickup', extract(epoch FROM min(e.at) - s.pickup_at) / 60
    FROM scoped s JOIN ev e ON e.transport_id = s.id
    WHERE e.action IN ('at_pickup', 'in_transit') AND e.actor = s.assigned_company_id
    GROUP BY s.id, s.assigned_company_id, s.pickup_at
    UNION ALL
    SELECT id, assigned_company_id, 'completed', NULL FROM scoped WHERE status = 'completed'
    UNION ALL
    SELECT e.transport_id, s.assigned_company_id, 'cancelled', NULL
    FROM ev e JOIN scoped s ON s.id = e.transport_id
    WHERE e.action = 'cancel' AND e.from_status IN ('assigned', 'en_route', 'at_pickup')
    UNION ALL
    -- A delay the company told (decision 113): once per transport, however often it reported.
    SELECT DISTINCT d.transport_id, d.organization_id, 'delay_reported', NULL::double precision
    FROM transport_delays d JOIN scoped s ON s.id = d.transport_id
    UNION ALL
    -- Late by the estimate with nothing reported by then: the notice told once.
    SELECT n.transport_id, n.company_id, 'delay_unreported', NULL
    FROM transport_arrival_notices n JOIN scoped s ON s.id = n.transport_id
    WHERE n.kind = 'late'
  )
  INSERT INTO scorecard_facts (transport_id, orderer_id, company_id, kind, minutes, pickup_at)
  SELECT f.transport_id, s.organization_id, f.company_id, f.kind, f.minutes, s.pickup_at
  FROM facts f JOIN scoped s ON s.id = f.transport_id
  WHERE f.company_id IS NOT NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "scorecard_facts_after_delays"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scorecard_facts_refresh(ARRAY(SELECT DISTINCT transport_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scorecard_facts_delays" AFTER INSERT ON "transport_delays"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scorecard_facts_after_delays();--> statement-breakpoint
CREATE TRIGGER "scorecard_facts_arrival_notices" AFTER INSERT ON "transport_arrival_notices"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scorecard_facts_after_delays();
