/**
 * Demo favorite addresses of the medical organisations: the dialysis centres, radiology and
 * oncology practices, clinics and rehab centres their patients are driven to. The names are
 * invented; streets and postcodes are real.
 */
import * as v from 'valibot';
import {
  FavoriteAddressInput,
  type FavoriteAddressInput as FavoriteAddressBody,
} from '../../src/contract/favorite-address';
import { favoriteAddresses } from '../db/schema';
import { favoriteAddressColumns } from '../modules/favorite-addresses';
import { demoId, type DemoStep } from './demo-context';

const PLACES: FavoriteAddressBody[] = [
  {
    name: 'Dialysezentrum Berlin-Mitte',
    street: 'Chausseestraße',
    houseNumber: '28',
    zipCode: '10115',
    city: 'Berlin',
    note: 'Eingang Hof, Aufzug vorhanden',
  },
  {
    name: 'Dialysepraxis am Tempelhofer Feld',
    street: 'Columbiadamm',
    houseNumber: '10',
    zipCode: '10965',
    city: 'Berlin',
  },
  {
    name: 'Radiologie am Kurfürstendamm',
    street: 'Kurfürstendamm',
    houseNumber: '200',
    floor: '2. OG',
    zipCode: '10719',
    city: 'Berlin',
  },
  {
    name: 'MVZ Radiologie Steglitz',
    street: 'Schloßstraße',
    houseNumber: '80',
    zipCode: '12165',
    city: 'Berlin',
  },
  {
    name: 'Strahlentherapie Campus Buch',
    street: 'Lindenberger Weg',
    houseNumber: '80',
    zipCode: '13125',
    city: 'Berlin',
    note: 'Anmeldung Haus 3',
  },
  {
    name: 'Onkologische Tagesklinik Friedrichshain',
    street: 'Landsberger Allee',
    houseNumber: '49',
    zipCode: '10249',
    city: 'Berlin',
  },
  {
    name: 'Reha-Zentrum Havelblick',
    street: 'Kladower Damm',
    houseNumber: '221',
    zipCode: '14089',
    city: 'Berlin',
  },
  {
    name: 'Geriatrische Reha-Klinik Wannsee',
    street: 'Königstraße',
    houseNumber: '50',
    zipCode: '14109',
    city: 'Berlin',
  },
  {
    name: 'Kardiologische Praxis Schöneberg',
    street: 'Hauptstraße',
    houseNumber: '100',
    zipCode: '10827',
    city: 'Berlin',
  },
  {
    name: 'Augenklinik am Wittenbergplatz',
    street: 'Tauentzienstraße',
    houseNumber: '9',
    floor: '4. OG',
    zipCode: '10789',
    city: 'Berlin',
  },
  {
    name: 'Orthopädische Praxis Köpenick',
    street: 'Bahnhofstraße',
    houseNumber: '33',
    zipCode: '12555',
    city: 'Berlin',
  },
];

/** Which places each organisation keeps: the hospital all, the home those near it. */
const PLAN: Record<string, number[]> = {
  klinikum: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  lindenhof: [0, 2, 4, 5, 6, 7, 8, 10],
};

export const favoriteAddressesStep: DemoStep = {
  name: 'Favoriten-Adressen',
  async run(demo) {
    for (const [key, indexes] of Object.entries(PLAN)) {
      const organization = demo.organizations.get(key);
      if (!organization) continue;
      for (const index of indexes) {
        const input = v.parse(FavoriteAddressInput, PLACES[index]!);
        const created = await demo.db
          .insert(favoriteAddresses)
          .values({
            id: demoId(`favorite-address:${key}:${index}`),
            organizationId: organization.id,
            ...favoriteAddressColumns(input),
            createdAt: demo.now,
            updatedAt: demo.now,
          })
          .onConflictDoNothing()
          .returning({ id: favoriteAddresses.id });
        demo.tally('Favoriten-Adressen', created.length > 0);
      }
    }
  },
};
