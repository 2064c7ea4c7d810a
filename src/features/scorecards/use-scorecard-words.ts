import { useLingui } from '@lingui/react/macro';
import type { Language } from '@/contract/messages';
import { ON_TIME_MINUTES, type DelayBand, type ScorecardFigures } from '@/contract/scorecard';
import type { CsvLabels } from './scorecard-csv';

export type FigureKey = Exclude<keyof ScorecardFigures, 'onTimeRate' | 'pickups'>;

/**
 * The scorecard's words in the UI's language: each figure's name and the one sentence that says
 * exactly how it is counted (decision 043), the delay bands and the CSV's column heads.
 */
export function useScorecardWords() {
  const { t, i18n } = useLingui();
  const language: Language = i18n.locale === 'en' ? 'en' : 'de';
  const minutes = ON_TIME_MINUTES;
  const names: Record<FigureKey, string> = {
    carriedOut: t`Durchgeführt`,
    onTime: t`Pünktlich abgeholt`,
    medianDelayMinutes: t`Verspätung (Median)`,
    returns: t`Zurückgegeben`,
    cancelledAfterAssignment: t`Storniert nach Annahme`,
    delaysReported: t`Verspätung gemeldet`,
    delaysUnreported: t`Verspätet ohne Meldung`,
    accepted: t`Angenommen`,
    medianMinutesToAcceptance: t`Bis zur Annahme (Median)`,
  };
  const definitions: Record<FigureKey | 'period', string> = {
    period: t`Ein Transport zählt für den Tag, für den seine Abholung geplant ist (deutsche Zeit).`,
    carriedOut: t`Transporte, die das Unternehmen abgeschlossen hat.`,
    onTime: t`Anteil der Abholungen, bei denen die Besatzung spätestens ${minutes} Minuten nach der geplanten Abholzeit „am Abholort“ (Status 4) gemeldet hat – oder „Patient aufgenommen“ (Status 7), wenn sie Status 4 übersprungen hat. Es zählt die Uhrzeit, zu der die Besatzung getippt hat, auch wenn ihr Handy erst später wieder Netz hatte.`,
    medianDelayMinutes: t`Die Hälfte der Abholungen war höchstens so viele Minuten nach der geplanten Zeit; wer früher da war, zählt mit 0 Minuten.`,
    returns: t`Wie oft das Unternehmen einen angenommenen Transport wieder auf den Marktplatz zurückgegeben hat.`,
    cancelledAfterAssignment: t`Transporte, die der Auftraggeber storniert hat, nachdem das Unternehmen sie angenommen hatte – auch wenn die Besatzung schon unterwegs war.`,
    delaysReported: t`Transporte, bei denen die Besatzung oder Disposition eine Verspätung mit Grund gemeldet hat – einmal je Transport, wie oft auch gemeldet wurde.`,
    delaysUnreported: t`Transporte, deren geschätzte Ankunft mehr als ${minutes} Minuten nach der geplanten Abholzeit lag, ohne dass bis dahin eine Verspätung gemeldet war.`,
    accepted: t`Wie oft das Unternehmen einen Transport vom Marktplatz angenommen hat.`,
    medianMinutesToAcceptance: t`Die Hälfte der Transporte war höchstens so lange auf dem Marktplatz, bis das Unternehmen sie annahm – gemessen von der (letzten) Veröffentlichung bis zur Annahme, nach der Uhr des Servers.`,
  };
  const bands: Record<DelayBand, string> = {
    onTime0: t`≤ 0`,
    late5: t`≤ 5`,
    late15: t`≤ ${minutes}`,
    late30: t`≤ 30`,
    late60: t`≤ 60`,
    lateMore: t`> 60`,
  };
  const csvLabels: CsvLabels = {
    subject: t`Bezug`,
    from: t`Von`,
    to: t`Bis`,
    all: t`Alle`,
    carriedOut: names.carriedOut,
    pickups: t`Abholungen`,
    onTime: names.onTime,
    onTimePercent: t`Pünktlich abgeholt (%)`,
    medianDelayMinutes: t`Verspätung, Median (Minuten)`,
    returns: names.returns,
    cancelledAfterAssignment: names.cancelledAfterAssignment,
    delaysReported: names.delaysReported,
    delaysUnreported: names.delaysUnreported,
    accepted: names.accepted,
    medianMinutesToAcceptance: t`Bis zur Annahme, Median (Minuten)`,
  };
  const ofPickups = (onTime: number, pickups: number) => t`${onTime} von ${pickups}`;
  return { language, names, definitions, bands, csvLabels, ofPickups };
}
