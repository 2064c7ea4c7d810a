/**
 * Issue 11's scorecard, as one story: a company carries out a ward's transport (set up through
 * the API, the crew reaching the patient before the planned time), and the ward's scorecard
 * shows it — key figures, the charts with their numbers, the same as a table, a German CSV — in
 * the light and the dark theme, with no axe violation in either.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDayMonthYear, todayInGermany } from '../../src/contract/dates';
import type { Transport } from '../../src/contract/transport-answer';
import { apiFor, patientBody, transportOrderBody } from './support/api';
import { baseUrl, browsers, errorsOf, newAccount } from './support/app';
import { accessibilityViolations } from './support/axe';

const opened = browsers();
afterEach(({ task }) => opened.closeAll(task));

describe('the scorecard', () => {
  it('shows a ward how punctual the company was, as charts, a table and a CSV, in both themes', async () => {
    const [ward, company] = await Promise.all([newAccount(), newAccount('transport_company')]);
    const [wardApi, companyApi] = await Promise.all([
      apiFor(baseUrl(), ward),
      apiFor(baseUrl(), company),
    ]);
    const patient = await wardApi.send<{ id: string }>('POST', 'patients', patientBody('Brandt'));
    const pickupAt = new Date(Date.now() + 3 * 60_000);
    const order = await wardApi.send<Transport>(
      'POST',
      'transports',
      transportOrderBody(patient.body.id, pickupAt),
    );
    expect(order.status).toBe(201);
    const id = order.body.id;
    expect((await companyApi.send('POST', `transports/${id}/accept`, {})).status).toBe(200);
    for (const status of ['en_route', 'at_pickup', 'in_transit'] as const) {
      expect((await companyApi.send('POST', `transports/${id}/status`, { status })).status).toBe(
        200,
      );
    }
    const done = await companyApi.send('POST', `transports/${id}/status`, {
      status: 'completed',
      km: 12,
      waitingMinutes: 0,
    });
    expect(done.status).toBe(200);

    const day = todayInGermany(pickupAt);
    const path = `/scorecards?period=range&from=${day}&to=${day}`;
    for (const theme of ['light', 'dark'] as const) {
      const page = await opened.signedIn(ward, path, { colorScheme: theme });
      await page.getByRole('heading', { name: 'Zuverlässigkeit', level: 1 }).waitFor();
      const name = company.organization.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const onTime = page.getByRole('img', { name: new RegExp(`^${name}: 100\\s%$`) });
      await onTime.waitFor();
      await expect.poll(() => page.locator('dl').first().textContent()).toContain('1 von 1');
      expect(await accessibilityViolations(page), theme).toEqual([]);

      if (theme === 'light') {
        // The same numbers as a table, one press away.
        const chart = page.getByRole('region', { name: 'Pünktlichkeit je Unternehmen' });
        await chart.getByRole('button', { name: 'Als Tabelle' }).click();
        const row = chart.getByRole('row', { name: new RegExp(name) });
        await expect.poll(() => row.textContent()).toMatch(/100\s%/);
        expect(await accessibilityViolations(page), 'as a table').toEqual([]);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'CSV herunterladen' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`zuverlaessigkeit-${day}-bis-${day}.csv`);
        const csv = await readFile(await download.path(), 'utf8');
        expect(csv.startsWith('\uFEFFBezug;Von;Bis;')).toBe(true);
        expect(csv).toContain(`${company.organization};`);
        expect(csv).toContain(';100;');
        // The period in the German file as German writes it, 02.03.2026 (DIN 5008, decision 076).
        expect(csv).toContain(
          `;${formatDayMonthYear(day, 'de')};${formatDayMonthYear(day, 'de')};`,
        );
        expect(csv).toMatch(/;\d{2}\.\d{2}\.\d{4};/);
      }
      expect(errorsOf(page)).toEqual([]);
    }
  }, 180_000);
});
