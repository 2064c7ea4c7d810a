import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createAccount, signIn } from '/work/wt-series/tests/e2e/support/accounts';

const base = 'http://localhost:3141';
const data = '/tmp/series-shots-data';
const out = '/tmp/shots-series';

async function api(account: { email: string; password: string }) {
  const login = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return async (method: string, p: string, body?: unknown) => {
    const r = await fetch(`${base}/v1/${p}`, {
      method,
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', origin: base },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: await r.json() };
  };
}

const ward = await createAccount(base, data, 'medical_facility');
const company = await createAccount(base, data, 'transport_company');
const call = await api(ward);
const patient = await call('POST', 'patients', {
  firstName: 'Erika', lastName: 'Mustermann', gender: 'woman', birthday: '1948-03-12',
  healthInsuranceNumber: 'X110411675', insurer: { name: 'AOK Nordost' },
  address: { street: 'Seestraße', houseNumber: '4', city: 'Berlin', zipCode: '13353', country: 'DE' },
});
const tomorrow = new Date(Date.now() + 86400000).toLocaleDateString('sv', { timeZone: 'Europe/Berlin' });
const place = (street: string, city: string, zipCode: string) => ({ address: { street, houseNumber: '1', city, zipCode, country: 'DE' } });
const series = await call('POST', 'transport-series', {
  patientId: patient.body.id, reason: 'dialysis', transportClass: 'KTW', mobility: 'lying',
  start: place('Seestraße', 'Berlin', '13353'), destination: place('Chausseestraße', 'Berlin', '10115'),
  payer: { type: 'GKV', insurer: { name: 'AOK Nordost' }, approval: { status: 'requested' } },
  prescription: 'present',
  recurrence: { startDate: tomorrow, weekdays: ['MO', 'WE', 'FR'], count: 12, pickupTime: '07:15', state: 'BE', skipHolidays: true },
  returnTrip: { time: '12:30' },
});
console.log('series', series.status, series.body.id);
// A single date taken by the company alone, so the view shows covered and open dates.
const one = series.body.dates.find((d: { transport: unknown }) => d.transport).transport.id;
console.log('accept one', (await (await api(company))('POST', `transports/${one}/accept`, {})).status);

for (const [size, viewport] of [['1440', { width: 1440, height: 900 }], ['390', { width: 390, height: 844 }]] as const) {
  for (const theme of ['light', 'dark'] as const) {
    for (const lang of ['de', 'en'] as const) {
      for (const [who, account, route, name, prepare] of [
        ['ward', ward, `/transport/series/${series.body.id}`, 'series', null],
        ['ward', ward, '/transport/create', 'order-series', 'series'],
        ['company', company, '/marketplace', 'marketplace-series', null],
        ['ward', ward, '/', 'list', null],
      ] as const) {
        const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'shots-')), {
          executablePath: '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
          viewport, colorScheme: theme,
        });
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${base}/login`);
        await page.evaluate(([l, t]) => { localStorage.setItem('language', l); localStorage.setItem('theme', t); }, [lang, theme]);
        await signIn(page, base, account, route);
        await page.waitForTimeout(2500);
        if (prepare === 'series') {
          await page.getByRole('checkbox').filter({ hasText: '' }).first().waitFor().catch(() => {});
          const box = page.locator('input[name="recurrence.enabled"]');
          await box.focus();
          await page.keyboard.press('Space');
          await page.waitForTimeout(800);
          await box.scrollIntoViewIfNeeded();
        }
        await page.screenshot({ path: `${out}/${name}-${size}-${theme}-${lang}.png`, fullPage: prepare !== 'series' });
        await context.close();
        console.log(who, name, size, theme, lang);
      }
    }
  }
}
