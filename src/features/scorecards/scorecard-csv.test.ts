import { describe, expect, it } from 'vitest';
import type { Scorecard, ScorecardFigures } from '@/contract/scorecard';
import { scorecardCsv, scorecardFileName, type CsvLabels } from './scorecard-csv';

const figures = (overrides: Partial<ScorecardFigures> = {}): ScorecardFigures => ({
  carriedOut: 1234,
  pickups: 8,
  onTime: 7,
  onTimeRate: 0.875,
  medianDelayMinutes: 17.5,
  returns: 1,
  cancelledAfterAssignment: 2,
  delaysReported: 3,
  delaysUnreported: 0,
  accepted: 11,
  medianMinutesToAcceptance: null,
  ...overrides,
});

const card: Scorecard = {
  from: '2026-03-04',
  to: '2026-03-15',
  viewer: 'orderer',
  companyId: null,
  total: figures(),
  companies: [
    { company: { id: 'a', name: 'Müller; Söhne "Krankenfahrten"' }, ...figures() },
    { company: { id: 'b', name: '=HYPERLINK("x")' }, ...figures({ onTimeRate: null }) },
  ],
  weeks: [
    { week: '2026-03-02', ...figures() },
    { week: '2026-03-09', ...figures() },
  ],
  delays: [],
};

const labels: CsvLabels = {
  subject: 'Bezug',
  from: 'Von',
  to: 'Bis',
  all: 'Alle',
  carriedOut: 'Durchgeführt',
  pickups: 'Abholungen',
  onTime: 'Pünktlich',
  onTimePercent: 'Pünktlich (%)',
  medianDelayMinutes: 'Verspätung, Median (Min.)',
  returns: 'Rückgaben',
  cancelledAfterAssignment: 'Storniert nach Annahme',
  delaysReported: 'Verspätung gemeldet',
  delaysUnreported: 'Verspätet ohne Meldung',
  accepted: 'Angenommen',
  medianMinutesToAcceptance: 'Bis zur Annahme, Median (Min.)',
};

describe('scorecard CSV', () => {
  it('follows German spreadsheet conventions: BOM, semicolons, decimal commas; dates dd/mm/yyyy', () => {
    const csv = scorecardCsv(card, 'de', labels);
    expect(csv.startsWith('\uFEFFBezug;Von;Bis;Durchgeführt;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(1 + 2 + 1 + 2 + 1); // header, companies, all, weeks, final break
    expect(lines[1]).toBe(
      '"Müller; Söhne ""Krankenfahrten""";04.03.2026;15.03.2026;1234;8;7;87,5;17,5;1;2;3;0;11;',
    );
    // A name that would be a formula stays text; a missing rate is an empty cell.
    expect(lines[2]).toBe(`"'=HYPERLINK(""x"")";04.03.2026;15.03.2026;1234;8;7;;17,5;1;2;3;0;11;`);
    expect(lines[3]!.startsWith('Alle;04.03.2026;15.03.2026;')).toBe(true);
    // Weeks are cut to the period.
    expect(lines[4]!.startsWith('KW 10;04.03.2026;08.03.2026;')).toBe(true);
    expect(lines[5]!.startsWith('KW 11;09.03.2026;15.03.2026;')).toBe(true);
    expect(lines[6]).toBe('');
  });

  it('uses commas and decimal points in English', () => {
    const csv = scorecardCsv(card, 'en', { ...labels, all: 'All' });
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      '"Müller; Söhne ""Krankenfahrten""",04/03/2026,15/03/2026,1234,8,7,87.5,17.5,1,2,3,0,11,',
    );
    expect(lines[4]!.startsWith('Wk 10,04/03/2026,08/03/2026,')).toBe(true);
  });

  it('writes dates with dots in German (DIN 5008) and with slashes in English', () => {
    const german = scorecardCsv(card, 'de', labels);
    expect(german).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(german.match(/\d{2}\.\d{2}\.\d{4}/g)).toHaveLength(2 * (2 + 1 + 2));
    const english = scorecardCsv(card, 'en', labels);
    expect(english).not.toMatch(/\d{1,2}\.\d{1,2}\.\d{4}/);
    expect(english.match(/\d{2}\/\d{2}\/\d{4}/g)).toHaveLength(2 * (2 + 1 + 2));
  });

  it('names the file by its period in the language', () => {
    expect(scorecardFileName(card, 'de')).toBe('zuverlaessigkeit-2026-03-04-bis-2026-03-15.csv');
    expect(scorecardFileName(card, 'en')).toBe('reliability-2026-03-04-to-2026-03-15.csv');
  });
});
