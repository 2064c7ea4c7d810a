/**
 * The caller's billing profile (PRODUCT.md §6): admins read and write it. Its id is the
 * organisation's, so the first save of two at once cannot make two profiles.
 */
import { asc } from 'drizzle-orm';
import type {
  BillingProfile,
  BillingProfileData,
} from '../../../src/contract/billing/billing-profile';
import type { DataScope, POLICIES, RowOf } from '../../db/scope';
import { recordAccess, type AuditActor } from '../audit';

type ProfileRow = RowOf<(typeof POLICIES)['billingProfiles']>;

function present(row: ProfileRow): BillingProfile {
  return {
    name: row.name,
    addition: row.addition,
    street: row.street,
    houseNumber: row.houseNumber,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    vatId: row.vatId,
    taxNumber: row.taxNumber,
    invoiceEmail: row.invoiceEmail,
    iban: row.iban,
    bic: row.bic,
    bankName: row.bankName,
    ik: row.ik,
    providerGroupKey: row.providerGroupKey,
    paymentTermDays: row.paymentTermDays,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The profile, or null before the first save. */
export async function readBillingProfile(scope: DataScope): Promise<BillingProfile | null> {
  // The scope shows at most the caller's own profile.
  const { rows } = await scope.billingProfiles.list({
    orderBy: (t) => [asc(t.id)],
    page: 1,
    perPage: 1,
  });
  return rows[0] ? present(rows[0]) : null;
}

export function saveBillingProfile(
  scope: DataScope,
  input: BillingProfileData,
  context: { actor: AuditActor; now: Date },
): Promise<BillingProfile> {
  const id = scope.caller.organizationId;
  const values = {
    name: input.name,
    addition: input.addition ?? null,
    street: input.street,
    houseNumber: input.houseNumber,
    zipCode: input.zipCode,
    city: input.city,
    country: input.country,
    vatId: input.vatId ?? null,
    taxNumber: input.taxNumber ?? null,
    invoiceEmail: input.invoiceEmail,
    iban: input.iban ?? null,
    bic: input.bic ?? null,
    bankName: input.bankName ?? null,
    ik: input.ik ?? null,
    providerGroupKey: input.providerGroupKey ?? null,
    paymentTermDays: input.paymentTermDays,
    updatedAt: context.now,
  };
  return scope.transaction(async (tx) => {
    const outcome = await tx.billingProfiles.insert({ id, ...values });
    const row =
      'created' in outcome ? outcome.created : await tx.billingProfiles.update(id, values);
    await recordAccess(tx.handle, {
      actor: context.actor,
      action: 'update',
      entity: 'billing_profile',
      entityIds: [id],
      at: context.now,
    });
    return present(row);
  });
}
