-- Decisions 095–097: the order's prescription was a state ('present', 'to_follow', 'not_needed');
-- it becomes the Muster 4's content. Earlier orders carried none of its fields: they keep none.
ALTER TABLE "transports" ALTER COLUMN "prescription" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ALTER COLUMN "prescription" SET DATA TYPE jsonb USING NULL::jsonb;--> statement-breakpoint
-- The payer's type (GKV, PKV, BG, FACILITY, SELF) becomes its kind; a private insurance's patient
-- pays the company and is reimbursed, so PKV becomes 'self'. Co-payment exemption and approval
-- moved into the prescription, which earlier orders do not have.
UPDATE "transports" SET "payer" = jsonb_build_object(
  'kind', CASE "payer"->>'type' WHEN 'GKV' THEN 'insurer' WHEN 'BG' THEN 'accident_insurer' WHEN 'FACILITY' THEN 'facility' ELSE 'self' END,
  'name', CASE WHEN "payer"->>'type' IN ('GKV', 'BG') THEN "payer"->'insurer'->'name' END,
  'ik', CASE WHEN "payer"->>'type' IN ('GKV', 'BG') THEN "payer"->'insurer'->'ik' END,
  'insuranceNumber', CASE WHEN "payer"->>'type' IN ('GKV', 'BG') THEN "payer"->'insuranceNumber' END
) WHERE "payer" ? 'type';--> statement-breakpoint
UPDATE "transport_series" SET "order" = "order" || jsonb_build_object(
  'prescription', NULL,
  'payer', jsonb_build_object(
    'kind', CASE "order"->'payer'->>'type' WHEN 'GKV' THEN 'insurer' WHEN 'BG' THEN 'accident_insurer' WHEN 'FACILITY' THEN 'facility' ELSE 'self' END,
    'name', CASE WHEN "order"->'payer'->>'type' IN ('GKV', 'BG') THEN "order"->'payer'->'insurer'->'name' END,
    'ik', CASE WHEN "order"->'payer'->>'type' IN ('GKV', 'BG') THEN "order"->'payer'->'insurer'->'ik' END,
    'insuranceNumber', CASE WHEN "order"->'payer'->>'type' IN ('GKV', 'BG') THEN "order"->'payer'->'insuranceNumber' END
  )
) WHERE "order"->'payer' ? 'type';--> statement-breakpoint
-- Issued documents name the payer by its kind too (their amounts stay as issued).
UPDATE "invoices" SET
  "lines" = (
    SELECT coalesce(jsonb_agg(line || jsonb_build_object('payerType', CASE line->>'payerType' WHEN 'GKV' THEN 'insurer' WHEN 'BG' THEN 'accident_insurer' WHEN 'FACILITY' THEN 'facility' ELSE 'self' END) ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements("lines") WITH ORDINALITY AS item(line, position)
  ),
  "payer_groups" = (
    SELECT coalesce(jsonb_agg(payer_group || jsonb_build_object('payerType', CASE payer_group->>'payerType' WHEN 'GKV' THEN 'insurer' WHEN 'BG' THEN 'accident_insurer' WHEN 'FACILITY' THEN 'facility' ELSE 'self' END) ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements("payer_groups") WITH ORDINALITY AS item(payer_group, position)
  );--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "care_level" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "disability_markers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "co_payment_exempt_until" date;--> statement-breakpoint
ALTER TABLE "transport_series" ADD COLUMN "approval_reminded_for" date;
