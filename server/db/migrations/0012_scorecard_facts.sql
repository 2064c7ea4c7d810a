CREATE TABLE "scorecard_facts" (
	"transport_id" uuid NOT NULL,
	"orderer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minutes" double precision,
	"pickup_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "transport_events_returns_idx";--> statement-breakpoint
ALTER TABLE "scorecard_facts" ADD CONSTRAINT "scorecard_facts_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_facts" ADD CONSTRAINT "scorecard_facts_orderer_id_organizations_id_fk" FOREIGN KEY ("orderer_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_facts" ADD CONSTRAINT "scorecard_facts_company_id_organizations_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecard_facts_orderer_idx" ON "scorecard_facts" USING btree ("orderer_id","pickup_at","company_id","kind","minutes");--> statement-breakpoint
CREATE INDEX "scorecard_facts_company_idx" ON "scorecard_facts" USING btree ("company_id","pickup_at","kind","minutes");--> statement-breakpoint
CREATE INDEX "scorecard_facts_transport_idx" ON "scorecard_facts" USING btree ("transport_id");--> statement-breakpoint
-- The scorecards' facts of some transports, worked out again from their events (decision 049).
-- Which company a fact counts for comes from the events' actors (decision 043): an acceptance and
-- a return count for whoever did them; pickups, completions and cancellations after assignment
-- for the company assigned. The transports' rows are locked first (in id order, so two writers
-- never wait for each other in a circle): a second writer of the same transport then works the
-- facts out after the first has committed, and sees its events too.
CREATE FUNCTION "scorecard_facts_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
  )
  INSERT INTO scorecard_facts (transport_id, orderer_id, company_id, kind, minutes, pickup_at)
  SELECT f.transport_id, s.organization_id, f.company_id, f.kind, f.minutes, s.pickup_at
  FROM facts f JOIN scoped s ON s.id = f.transport_id
  WHERE f.company_id IS NOT NULL;
END $$;--> statement-breakpoint
-- Every write that can change a fact: a new event; a transport created, or changed in its
-- orderer, company, status or planned pickup. Once per statement, for the rows it wrote.
CREATE FUNCTION "scorecard_facts_after_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scorecard_facts_refresh(ARRAY(SELECT DISTINCT transport_id FROM new_events));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scorecard_facts_events" AFTER INSERT ON "transport_events"
  REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION scorecard_facts_after_events();--> statement-breakpoint
CREATE FUNCTION "scorecard_facts_after_new_transports"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scorecard_facts_refresh(ARRAY(SELECT id FROM new_transports));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scorecard_facts_new_transports" AFTER INSERT ON "transports"
  REFERENCING NEW TABLE AS new_transports
  FOR EACH STATEMENT EXECUTE FUNCTION scorecard_facts_after_new_transports();--> statement-breakpoint
CREATE FUNCTION "scorecard_facts_after_changed_transports"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scorecard_facts_refresh(ARRAY(
    SELECT n.id FROM new_transports n JOIN old_transports o ON o.id = n.id
    WHERE (n.organization_id, n.assigned_company_id, n.status, n.pickup_at)
      IS DISTINCT FROM (o.organization_id, o.assigned_company_id, o.status, o.pickup_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scorecard_facts_changed_transports" AFTER UPDATE ON "transports"
  REFERENCING OLD TABLE AS old_transports NEW TABLE AS new_transports
  FOR EACH STATEMENT EXECUTE FUNCTION scorecard_facts_after_changed_transports();--> statement-breakpoint
-- The facts of the transports there are already.
SELECT scorecard_facts_refresh(ARRAY(SELECT id FROM transports));
