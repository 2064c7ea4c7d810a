/**
 * Issue 11, series transports (decision 041): a ward orders a dialysis series in the order form,
 * a transport company takes the whole series on the marketplace, the ward sees every date
 * covered and moves the destination from the next date on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { apiFor, patientBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import {
  fillMuster4WithKeyboard,
  orderDialysisWithKeyboard,
  pad,
  tabTo,
} from './support/order-keyboard';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

describe('a series transport', () => {
  it(
    'is ordered by a ward, taken whole by a company, and every date is covered',
    { timeout: 180_000 },
    async () => {
      const [ward, company] = await Promise.all([
        newAccount('medical_facility'),
        newAccount('transport_company'),
      ]);
      const api = await apiFor(baseUrl(), ward);
      expect((await api.send('POST', 'patients', patientBody('Serienfrau'))).status).toBe(201);
      const favorite = await api.send('POST', 'favorite-addresses', {
        name: 'Dialysezentrum Mitte',
        street: 'Chausseestraße',
        houseNumber: '12',
        city: 'Berlin',
        zipCode: '10115',
        country: 'DE',
      });
      expect(favorite.status).toBe(201);

      const page = await opened.signedIn(ward, '/transport/create');
      const keyboard = page.keyboard;
      await page.getByRole('combobox', { name: 'Patient' }).waitFor();
      // The patient picked with the mouse (the keyboard's way is the order story's).
      await orderDialysisWithKeyboard(page, 'Serienf', /Serienfrau, Erika/, {
        pickWithMouse: true,
      });
      // The first date: tomorrow at 07:15.
      await tabTo(page, /Abholung/);
      const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
      await keyboard.type(
        `${pad(tomorrow.getDate())}${pad(tomorrow.getMonth() + 1)}${tomorrow.getFullYear()}0715`,
      );

      await page.getByRole('checkbox', { name: /Serienfahrt/ }).focus();
      await page.keyboard.press('Space');
      // The first date's weekday comes ticked; the ward adds the others.
      const days = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
      const first = days[tomorrow.getDay()]!;
      expect(await page.getByRole('checkbox', { name: first, exact: true }).isChecked()).toBe(true);
      for (const day of days.filter((day) => day !== first)) {
        await page.getByRole('checkbox', { name: day, exact: true }).focus();
        await page.keyboard.press('Space');
      }
      await page.getByRole('textbox', { name: /Anzahl Termine/ }).fill('3');
      await page.getByRole('button', { name: /Bundesland/ }).click();
      await page.getByRole('option', { name: 'Berlin' }).click();
      await page.getByText('3 Termine', { exact: true }).waitFor();
      await fillMuster4WithKeyboard(page, {
        reference: 'AZ-2026-0815',
        validUntil: new Date(Date.now() + 90 * 24 * 60 * 60_000),
      });
      await page.getByRole('button', { name: 'Transport bestellen' }).click();
      await page.waitForURL(/\/transport\/series\//);
      const seriesUrl = page.url();
      await page.getByText(/Von 3 angelegten Terminen sind 0 vergeben, 3 offen/).waitFor();
      await page.getByText(/^Genehmigt bis \d{2}\.\d{2}\.\d{4} · AZ-2026-0815$/).waitFor();

      const dispatcher = await opened.signedIn(company, '/marketplace');
      // This ward's series: other files' series are on every company's marketplace too.
      const card = dispatcher
        .getByRole('listitem', { name: /^Serie ab/ })
        .filter({ hasText: /Mo, Di, Mi, Do, Fr, Sa, So\b.*\b07:15\b.*\b3 Termine/ });
      await card.getByRole('button', { name: 'Ganze Serie annehmen' }).click();
      await dispatcher.getByRole('button', { name: 'Serie annehmen', exact: true }).click();
      await dispatcher.getByText('Serie angenommen').waitFor();

      // A reload right after the accept may restore a cache saved before it, fresh by its age:
      // the view asks again once its channel is subscribed (decision 052) — well before its
      // half-minute interval would.
      await page.goto(seriesUrl);
      const soon = { timeout: 20_000 };
      await page.getByText(`Ganze Serie übernommen von ${company.organization}.`).waitFor(soon);
      await page.getByText(/Von 3 angelegten Terminen sind 3 vergeben, 0 offen/).waitFor(soon);

      // The dialysis centre moves: from the next date on, the series goes to the new address.
      await page.getByRole('button', { name: 'Ab einem Termin ändern' }).click();
      await page.getByRole('checkbox', { name: 'Abholort oder Ziel ändern' }).focus();
      await page.keyboard.press('Space');
      const destination = page.getByRole('region', { name: 'Ziel' });
      await destination.getByRole('textbox', { name: /^Straße/ }).fill('Invalidenstraße');
      await destination.getByRole('textbox', { name: /^Hausnummer/ }).fill('50');
      await page.getByRole('button', { name: 'Ändern', exact: true }).click();
      await page.getByRole('link', { name: 'Invalidenstraße 50, 10115 Berlin' }).waitFor();
      expect(errorsOf(page)).toEqual([]);
      expect(errorsOf(dispatcher)).toEqual([]);
    },
  );
});
