/**
 * Every table of organisation data and who sees which of its rows — declared once, here. The
 * scope offers each declared table under its name here (`scope.patients`); lint keeps modules
 * from reaching these tables any other way. How transports will declare theirs: decision 010.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import {
  billingProfiles,
  escalationLadders,
  favoriteAddresses,
  organizations,
  patients,
  priceLists,
  teamMembers,
  teams,
  users,
  vehicles,
  vehicleShifts,
} from '../schema';
import { invoicePolicy } from './invoice-policy';
import { ownedByOrganization, type Policy } from './policy';
import { seriesMarketplacePolicy, seriesPolicy } from './series-policies';
import { marketplacePolicy, transportPolicy } from './transport-policies';

export const POLICIES = {
  /** Only what the answer shows: not the owner, the search keys or who created it. */
  patients: ownedByOrganization(patients, {
    id: patients.id,
    firstName: patients.firstName,
    lastName: patients.lastName,
    gender: patients.gender,
    phoneNumber: patients.phoneNumber,
    birthday: patients.birthday,
    healthInsuranceNumber: patients.healthInsuranceNumber,
    insurer: patients.insurer,
    careLevel: patients.careLevel,
    disabilityMarkers: patients.disabilityMarkers,
    coPaymentExemptUntil: patients.coPaymentExemptUntil,
    note: patients.note,
    particularities: patients.particularities,
    address: patients.address,
    version: patients.version,
    createdAt: patients.createdAt,
    updatedAt: patients.updatedAt,
  }),
  favoriteAddresses: ownedByOrganization(favoriteAddresses),
  /** Departments (medical) and crews or dispatch groups (transport companies). */
  teams: ownedByOrganization(teams),
  /** Who is in which team; rows carry the organisation so the scope needs no join. */
  teamMembers: ownedByOrganization(teamMembers),
  /** A transport company's fleet (decision 105). */
  vehicles: ownedByOrganization(vehicles),
  /** Which crew drives a vehicle on a day, where not its usual crew (decision 105). */
  vehicleShifts: ownedByOrganization(vehicleShifts),
  /** The members of the caller's organisation. */
  users: ownedByOrganization(users),
  /** The caller's own organisation: one row, never created through the scope (registration). */
  organizations: {
    table: organizations,
    rows: (viewer) => eq(organizations.id, viewer.organizationId),
    columns: getTableColumns(organizations),
  } satisfies Policy<typeof organizations>,
  /** Transports in full: the ordering organisation and the assigned company. */
  transports: transportPolicy,
  /** Open transports in a company's service area, minimised (PRODUCT.md §7's item). */
  marketplace: marketplacePolicy,
  /** Series transports in full: the ordering organisation and the company that took the series. */
  transportSeries: seriesPolicy,
  /** Open series in a company's service area, minimised (decision 041). */
  seriesMarketplace: seriesMarketplacePolicy,
  /** The organisation's billing profile (one row, its id the organisation's). */
  billingProfiles: ownedByOrganization(billingProfiles),
  /** The ordering organisation's escalation ladder (one row, its id the organisation's). */
  escalationLadders: ownedByOrganization(escalationLadders),
  /** A transport company's price list versions. */
  priceLists: ownedByOrganization(priceLists),
  /** Documents the caller's organisation issued or received (decision 031). */
  invoices: invoicePolicy,
};

export type Policies = typeof POLICIES;
