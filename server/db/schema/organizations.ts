import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    type: text('type', { enum: ['MD', 'RH', 'T'] }).notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default('DE'),
    phone: text('phone'),
    /** Transport companies only. */
    fleetSize: integer('fleet_size'),
    /** Transport companies: postcode prefixes they serve. */
    serviceArea: text('service_area')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Wards and homes: how many minutes before the vehicle's estimated arrival the ward is told
     * to prepare the patient (issue 29; decision 114).
     */
    preparePatientMinutes: integer('prepare_patient_minutes').notNull().default(15),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('organizations_type_check', sql`${t.type} in ('MD', 'RH', 'T')`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    emailConfirmedAt: instant('email_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
  ],
);
