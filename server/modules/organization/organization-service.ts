/**
 * The caller's own organisation (PRODUCT.md §2, §7): users read it, admins change name, address
 * and phone — transport companies also their fleet size and service area, wards and homes how
 * early they are told to prepare a patient. Every change is in
 * the audit log.
 */
import type {
  OrganizationSettings,
  OrganizationUpdateData,
} from '../../../src/contract/organization';
import type { DataScope, POLICIES, RowOf } from '../../db/scope';
import { recordAccess, type AuditActor } from '../audit';

type OrganizationRow = RowOf<(typeof POLICIES)['organizations']>;

function present(row: OrganizationRow): OrganizationSettings {
  return {
    id: row.id,
    name: row.name,
    type: { value: row.type },
    address: row.address,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    fleetSize: row.fleetSize,
    serviceArea: row.serviceArea,
    preparePatientMinutes: row.preparePatientMinutes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readOrganization(scope: DataScope): Promise<OrganizationSettings> {
  return present(await scope.organizations.find(scope.caller.organizationId));
}

export function updateOrganization(
  scope: DataScope,
  input: OrganizationUpdateData,
  context: { actor: AuditActor; now: Date },
): Promise<OrganizationSettings> {
  const id = scope.caller.organizationId;
  return scope.transaction(async (tx) => {
    const isCompany = tx.caller.organizationType === 'T';
    const row = await tx.organizations.update(id, {
      name: input.name,
      address: input.address,
      zipCode: input.zipCode,
      city: input.city,
      country: input.country,
      phone: input.phone ?? null,
      // Medical organisations have neither; a company keeps what a request leaves out.
      ...(isCompany && input.fleetSize != null ? { fleetSize: input.fleetSize } : {}),
      ...(isCompany && input.serviceArea ? { serviceArea: input.serviceArea } : {}),
      // Wards and homes: when they are told to prepare the patient (decision 114).
      ...(!isCompany && input.preparePatientMinutes !== undefined
        ? { preparePatientMinutes: input.preparePatientMinutes }
        : {}),
      updatedAt: context.now,
    });
    await recordAccess(tx.handle, {
      actor: context.actor,
      action: 'update',
      entity: 'organization',
      entityIds: [id],
      at: context.now,
    });
    return present(row);
  });
}
