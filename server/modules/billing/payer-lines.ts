/**
 * Who pays a ride and what its invoice to that payer prints (decision 098), pure: the payer
 * (the patient's Krankenkasse with its IK, the Berufsgenossenschaft, the ordering facility, or
 * the patient), the co-payment by the contract's rule and the claim after it, the ride's net
 * without its surcharges and the surcharges as their own lines, the places as a person tells
 * them apart, and the ride confirmation as proof.
 */
import type {
  BilledPayer,
  InvoiceParty,
  PayerLineDetail,
} from '../../../src/contract/billing/invoice';
import { rideCoPayment } from '../../../src/contract/billing/co-payment';
import { routeLabel } from '../../../src/contract/route-label';
import type { BillableTransport } from './billing-store';
import type { TripPrice } from '../../../src/contract/billing/pricing';

type Row = BillableTransport & { price: TripPrice | null };

const patientNameOf = (row: Row) => `${row.patientLastName}, ${row.patientFirstName}`;

/** The order's payer (decision 096) as who gets the invoice, one invoice per `key` a month. */
export function billedPayerOf(row: Row): BilledPayer {
  const { kind } = row.payer;
  if (kind === 'insurer' || kind === 'accident_insurer') {
    const name =
      row.payer.name ??
      (kind === 'insurer' ? row.patient.insurer?.name : null) ??
      (kind === 'insurer' ? 'Krankenkasse' : 'Berufsgenossenschaft');
    const ik = row.payer.ik ?? (kind === 'insurer' ? (row.patient.insurer?.ik ?? null) : null);
    return { kind, key: `${kind}:${ik ?? name.toLowerCase()}`, name, ik };
  }
  if (kind === 'facility') {
    return { kind, key: `facility:${row.organizationId}`, name: row.ordererName, ik: null };
  }
  return {
    kind,
    key: `self:${row.patientId ?? row.transportId}`,
    name: `${row.patientFirstName} ${row.patientLastName}`,
    ik: null,
  };
}

/** The co-payment by the Muster 4's box and the patient's exemption certificate (§ 62 SGB V). */
export function coPaymentOf(row: Row, costCents: number) {
  if (row.outcome !== 'trip') return { coPaymentCents: 0, claimCents: costCents };
  return rideCoPayment({
    costCents,
    payerKind: row.payer.kind,
    prescriptionCoPayment: row.prescription?.coPayment ?? null,
    exemptUntil: row.coPaymentExemptUntil,
    rideDay: row.tripDay,
  });
}

export function payerLineDetail(row: Row): PayerLineDetail {
  const price = row.price;
  const grossCents = price?.grossCents ?? 0;
  const surcharges = [
    { kind: 'night_weekend' as const, netCents: price?.surchargeCents ?? 0 },
    { kind: 'infection' as const, netCents: price?.infectionCents ?? 0 },
  ].filter((surcharge) => surcharge.netCents !== 0);
  const surchargeTotal = surcharges.reduce((sum, surcharge) => sum + surcharge.netCents, 0);
  return {
    payer: billedPayerOf(row),
    patientId: row.patientId,
    patientName: patientNameOf(row),
    insuranceNumber: row.payer.insuranceNumber ?? row.patient.healthInsuranceNumber,
    prescribedOn: row.prescription?.issuedOn ?? null,
    prescribed: row.prescription
      ? { vehicle: row.prescription.vehicle, taxiEquipment: row.prescription.taxiEquipment }
      : null,
    route: routeLabel({ address: row.start.address }, { address: row.destination.address }),
    prescribedClass: row.transportClass,
    rideNetCents: (price?.netCents ?? 0) - surchargeTotal,
    surcharges,
    ...coPaymentOf(row, grossCents),
    proof:
      row.signed || row.photographed
        ? {
            signerName: row.signerName,
            signedAt: row.signedAt?.toISOString() ?? null,
            signature: row.signed,
            photo: row.photographed,
          }
        : null,
  };
}

/**
 * The address field of an invoice to a payer outside the product: a Kasse or BG by its name and
 * IK (their billing addresses come with the IK directory, which the product does not hold), a
 * self-payer by the patient's home address as ordered.
 */
export function payerPartyOf(payer: BilledPayer, row: Row, holderId: string): InvoiceParty {
  const home = payer.kind === 'self' ? row.patient.address : null;
  return {
    organizationId: holderId,
    name: payer.name,
    addition: payer.ik ? `IK ${payer.ik}` : null,
    street: home?.street ?? '',
    houseNumber: home?.houseNumber ?? '',
    zipCode: home?.zipCode ?? '',
    city: home?.city ?? '',
    country: home?.country ?? 'DE',
    vatId: null,
    taxNumber: null,
    email: null,
    iban: null,
    bic: null,
    bankName: null,
    ik: payer.ik,
  };
}
