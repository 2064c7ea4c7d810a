/**
 * The words of a series notification (decision 050), in the recipient's language: the route as
 * routeLabel writes it for notifications (decision 087), the weekdays, the pickup time, the first date (or the date a change or cancellation
 * holds from) and how many dates were cancelled. Never the patient or the reason for the trips (a
 * dialysis series is health data; PRODUCT.md §5), nor the cancellation's reason: a transport's
 * cancellation does not carry it either, and it may speak of the patient's state. Bell, push and
 * e-mail alike.
 */
import { formatDayMonthYear } from '../../src/contract/dates';
import type { Language } from '../../src/contract/messages';
import type { Weekday } from '../../src/contract/recurrence';
import { routeLabel } from '../../src/contract/route-label';
import type { NotificationTexts } from './notification-texts';
import type { SeriesFacts } from './series-facts';
import type { SeriesEvent, SeriesNotificationType } from './series-notifications';

const WEEKDAY_NAMES: Record<Language, Record<Weekday, string>> = {
  de: { MO: 'Mo', TU: 'Di', WE: 'Mi', TH: 'Do', FR: 'Fr', SA: 'Sa', SU: 'So' },
  en: { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' },
};
const WEEK_ORDER: Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

type Rhythm = Pick<SeriesFacts, 'weekdays' | 'intervalWeeks' | 'pickupTime'>;

/** "Mo, Mi, Fr 07:15" or "alle 2 Wochen Di 09:00" (en: "every 2 weeks Tue 09:00"). */
export function seriesRhythm(facts: Rhythm, language: Language): string {
  const days = WEEK_ORDER.filter((day) => facts.weekdays.includes(day))
    .map((day) => WEEKDAY_NAMES[language][day])
    .join(', ');
  const every =
    facts.intervalWeeks > 1
      ? language === 'de'
        ? `alle ${facts.intervalWeeks} Wochen `
        : `every ${facts.intervalWeeks} weeks `
      : '';
  return `${every}${days} ${facts.pickupTime}`;
}

/** " (Termin am Ziel 09:00, Rückfahrt 13:00, bis 30.11.2026)": what a change also set, if any. */
function ruleDetails(
  rule: { appointmentTime?: string | null; returnTime?: string | null; until?: string | null },
  language: Language,
): string {
  const de = language === 'de';
  const parts = [
    rule.appointmentTime &&
      (de ? `Termin am Ziel ${rule.appointmentTime}` : `appointment ${rule.appointmentTime}`),
    rule.returnTime && (de ? `Rückfahrt ${rule.returnTime}` : `return ${rule.returnTime}`),
    rule.until && `${de ? 'bis' : 'until'} ${formatDayMonthYear(rule.until, language)}`,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** "4 Termine" / "1 date". */
function datesCount(n: number, language: Language): string {
  if (language === 'de') return n === 1 ? '1 Termin' : `${n} Termine`;
  return n === 1 ? '1 date' : `${n} dates`;
}

type OrderNews = Pick<
  Extract<SeriesEvent, { type: 'series.changed' }>['payload'],
  'placesChanged' | 'needsChanged' | 'transportClass'
>;

/**
 * What else a change made new, in words: the places (the route names cities only — an address
 * may be a patient's home — and a move within a city would not show), the patient's needs (never
 * which: health data), and the vehicle.
 */
function orderNews(news: OrderNews, language: Language): string {
  const moved = news.placesChanged ?? [];
  const start = moved.includes('start');
  const destination = moved.includes('destination');
  const de = language === 'de';
  const said: string[] = [];
  if (start && destination)
    said.push(de ? 'Abholort und Ziel sind neu.' : 'Pickup place and destination are new.');
  else if (start) said.push(de ? 'Der Abholort ist neu.' : 'The pickup place is new.');
  else if (destination) said.push(de ? 'Das Ziel ist neu.' : 'The destination is new.');
  if (news.needsChanged)
    said.push(de ? 'Der Bedarf des Patienten ist neu.' : "The patient's needs are new.");
  if (news.transportClass) {
    said.push(
      de
        ? `Fahrzeug ab dann: ${news.transportClass}.`
        : `Vehicle from then on: ${news.transportClass}.`,
    );
  }
  return said.map((sentence) => ` ${sentence}`).join('');
}

/**
 * The title and message of one series event as `type`. The date a change or cancellation holds
 * from, the rule a change made and how many dates were cancelled come from the event; the rest
 * (the route, and the rule other events name) from the series now.
 */
function wordsOf(
  event: SeriesEvent,
  type: SeriesNotificationType,
  facts: SeriesFacts,
  language: Language,
): [string, string] {
  const de = language === 'de';
  // A series on the marketplace is told as the marketplace shows it: postcode and city.
  const route = routeLabel(
    facts.start,
    facts.destination,
    type === 'marketplace_new' ? 'area' : 'named',
  );
  const rhythm = seriesRhythm(facts, language);
  const take = de
    ? 'Als Ganzes oder einzelne Termine annehmen.'
    : 'Accept it as a whole or single dates.';
  switch (event.type) {
    case 'series.published': {
      const start = formatDayMonthYear(facts.startDate, language);
      return de
        ? ['Neue Serie auf dem Marktplatz', `Serienfahrt ${route}: ${rhythm}, ab ${start}. ${take}`]
        : [
            'New series on the marketplace',
            `Series transport ${route}: ${rhythm}, from ${start}. ${take}`,
          ];
    }
    case 'series.accepted': {
      const start = formatDayMonthYear(facts.startDate, language);
      return de
        ? [
            'Serie angenommen',
            `Serienfahrt ${route} (${rhythm}, ab ${start}) wurde als Ganzes angenommen – alle offenen und alle künftigen Termine.`,
          ]
        : [
            'Series accepted',
            `Series transport ${route} (${rhythm}, from ${start}) was accepted as a whole – every open and every future date.`,
          ];
    }
    case 'series.changed': {
      const from = formatDayMonthYear(event.payload.fromDate, language);
      // The rule this change made, even when a later change was stored before this was told.
      const rule = event.payload.rule;
      const rhythm = `${seriesRhythm(rule ?? facts, language)}${rule ? ruleDetails(rule, language) : ''}`;
      if (type === 'marketplace_new') {
        return de
          ? [
              'Serie auf dem Marktplatz geändert',
              `Serienfahrt ${route}: ab ${from} ${rhythm}. ${take}`,
            ]
          : [
              'Series on the marketplace changed',
              `Series transport ${route}: from ${from} ${rhythm}. ${take}`,
            ];
      }
      const news = orderNews(event.payload, language);
      return de
        ? [
            'Serie geändert',
            `Serienfahrt ${route} wurde ab ${from} geändert – ab dann ${rhythm}.${news} Alle Termine ab diesem Tag folgen der neuen Regel.`,
          ]
        : [
            'Series changed',
            `Series transport ${route} was changed from ${from} – from then on ${rhythm}.${news} Every date from that day follows the new rule.`,
          ];
    }
    case 'series.approval_expiring': {
      const until = formatDayMonthYear(event.payload.validUntil, language);
      return de
        ? [
            'Genehmigung läuft ab',
            `Serienfahrt ${route} (${rhythm}): Die Genehmigung der Krankenkasse gilt bis ${until}. Danach entstehen keine Termine mehr – bitte eine neue Genehmigung in der Serie eintragen.`,
          ]
        : [
            'Approval runs out',
            `Series transport ${route} (${rhythm}): the health insurer’s approval is valid until ${until}. No dates are made after it – please enter a new approval in the series.`,
          ];
    }
    case 'series.cancelled': {
      const from = formatDayMonthYear(event.payload.fromDate, language);
      const dates = datesCount(event.payload.dates, language);
      return de
        ? [
            'Serie abgesagt',
            `Serienfahrt ${route} (${rhythm}) wurde ab ${from} abgesagt – ${dates} storniert, es folgen keine weiteren.`,
          ]
        : [
            'Series cancelled',
            `Series transport ${route} (${rhythm}) was cancelled from ${from} – ${dates} cancelled, no more will follow.`,
          ];
    }
  }
}

export function seriesNotificationTexts(
  event: SeriesEvent,
  type: SeriesNotificationType,
  facts: SeriesFacts,
  language: Language,
): NotificationTexts {
  const [title, message] = wordsOf(event, type, facts, language);
  // A company sees an untaken series on the marketplace only (its view is the ward's and, once
  // taken, the company's); the ward and the company that carries it open the series with every
  // date and who covers it.
  const link = type === 'marketplace_new' ? '/marketplace' : `/transport/series/${facts.id}`;
  return { title, message, link };
}
