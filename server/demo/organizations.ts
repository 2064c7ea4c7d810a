/**
 * Demo organisations and their users: a hospital, a retirement home and two transport companies,
 * each with a confirmed admin and one member. Existing organisations (by name) and users (by
 * e-mail address) are kept as they are.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { OrganizationType, Role } from '../../src/contract/auth';
import { email as emailSchema } from '../../src/contract/common';
import { organizations, users } from '../db/schema';
import { findUserByEmail, hashPassword } from '../modules/auth';
import { DEMO_PASSWORD, type DemoContext, type DemoStep } from './demo-context';

type DemoUser = { firstName: string; lastName: string; email: string; phone: string; role: Role };

type DemoOrganizationSpec = {
  key: string;
  type: OrganizationType;
  name: string;
  address: string;
  zipCode: string;
  city: string;
  phone: string;
  /** Transport companies only. */
  fleetSize?: number;
  serviceArea?: string[];
  users: DemoUser[];
};

export const DEMO_ORGANIZATIONS: DemoOrganizationSpec[] = [
  {
    key: 'klinikum',
    type: 'MD',
    name: 'Klinikum Am Stadtpark',
    address: 'Am Stadtpark 1',
    zipCode: '10827',
    city: 'Berlin',
    phone: '030 7564 0',
    users: [
      {
        firstName: 'Katharina',
        lastName: 'Vogel',
        email: 'katharina.vogel@klinikum-stadtpark.example',
        phone: '030 7564 2210',
        role: 'admin',
      },
      {
        firstName: 'Jonas',
        lastName: 'Becker',
        email: 'jonas.becker@klinikum-stadtpark.example',
        phone: '030 7564 3302',
        role: 'member',
      },
    ],
  },
  {
    key: 'lindenhof',
    type: 'RH',
    name: 'Seniorenresidenz Lindenhof',
    address: 'Lindenstraße 40',
    zipCode: '12555',
    city: 'Berlin',
    phone: '030 6540 118',
    users: [
      {
        firstName: 'Sabine',
        lastName: 'Krüger',
        email: 'sabine.krueger@lindenhof-berlin.example',
        phone: '030 6540 1180',
        role: 'admin',
      },
      {
        firstName: 'Mehmet',
        lastName: 'Yılmaz',
        email: 'mehmet.yilmaz@lindenhof-berlin.example',
        phone: '030 6540 1185',
        role: 'member',
      },
    ],
  },
  {
    key: 'spree',
    type: 'T',
    name: 'Krankentransporte Spree GmbH',
    address: 'Am Treptower Park 28',
    zipCode: '12435',
    city: 'Berlin',
    phone: '030 5321 900',
    fleetSize: 14,
    serviceArea: ['10', '12', '13'],
    users: [
      {
        firstName: 'Thomas',
        lastName: 'Neumann',
        email: 'thomas.neumann@kt-spree.example',
        phone: '030 5321 9001',
        role: 'admin',
      },
      {
        firstName: 'Lena',
        lastName: 'Schwarz',
        email: 'lena.schwarz@kt-spree.example',
        phone: '0151 2345 6789',
        role: 'member',
      },
    ],
  },
  {
    key: 'havelland',
    type: 'T',
    name: 'Havelland Fahrdienst',
    address: 'Klosterstraße 12',
    zipCode: '13581',
    city: 'Berlin',
    phone: '030 3310 455',
    fleetSize: 6,
    serviceArea: ['13', '14'],
    users: [
      {
        firstName: 'Stefan',
        lastName: 'Hoffmann',
        email: 'stefan.hoffmann@havelland-fahrdienst.example',
        phone: '030 3310 4550',
        role: 'admin',
      },
      {
        firstName: 'Julia',
        lastName: 'Wagner',
        email: 'julia.wagner@havelland-fahrdienst.example',
        phone: '0160 9876 5432',
        role: 'member',
      },
    ],
  },
];

async function ensureOrganization(demo: DemoContext, spec: DemoOrganizationSpec) {
  const [existing] = await demo.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, spec.name))
    .limit(1);
  demo.tally('Organisationen', !existing);
  if (existing) return existing.id;
  const [created] = await demo.db
    .insert(organizations)
    .values({
      type: spec.type,
      name: spec.name,
      address: spec.address,
      city: spec.city,
      zipCode: spec.zipCode,
      country: 'DE',
      phone: spec.phone,
      fleetSize: spec.fleetSize ?? null,
      serviceArea: spec.serviceArea ?? [],
      createdAt: demo.now,
      updatedAt: demo.now,
    })
    .returning({ id: organizations.id });
  return created!.id;
}

async function ensureUser(demo: DemoContext, organizationId: string, user: DemoUser) {
  const email = v.parse(emailSchema, user.email);
  const existing = await findUserByEmail(demo.db, email);
  demo.tally('Benutzer', !existing);
  if (existing) return;
  await demo.db.insert(users).values({
    organizationId,
    email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    role: user.role,
    language: 'de',
    emailConfirmedAt: demo.now,
    createdAt: demo.now,
    updatedAt: demo.now,
  });
}

export const organizationsStep: DemoStep = {
  name: 'Organisationen und Benutzer',
  async run(demo) {
    for (const spec of DEMO_ORGANIZATIONS) {
      const id = await ensureOrganization(demo, spec);
      demo.organizations.set(spec.key, { key: spec.key, id, name: spec.name, type: spec.type });
      for (const user of spec.users) {
        await ensureUser(demo, id, user);
        demo.logins.push({
          organization: spec.name,
          type: spec.type,
          role: user.role,
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
        });
      }
    }
  },
};
