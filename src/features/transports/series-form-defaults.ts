/** The series part of the order form as it starts (decision 041), apart to keep imports one-way. */
import type { GermanState, Weekday } from '@/contract/recurrence';

export type SeriesFormValues = {
  enabled: boolean;
  weekdays: Weekday[];
  intervalWeeks: number | null;
  endMode: 'count' | 'until';
  count: number | null;
  until: string;
  state: GermanState | '';
  skipHolidays: boolean;
};

const STATE_KEY = 'krankentransport.series-state';

/** The Bundesland chosen last on this device: a ward orders in its own state. */
export const rememberedState = (): GermanState | '' =>
  (globalThis.localStorage?.getItem(STATE_KEY) as GermanState | null) ?? '';
export const rememberState = (state: string) => globalThis.localStorage?.setItem(STATE_KEY, state);

export const emptySeriesForm = (): SeriesFormValues => ({
  enabled: false,
  weekdays: [],
  intervalWeeks: 1,
  endMode: 'count',
  count: 12,
  until: '',
  state: rememberedState(),
  skipHolidays: false,
});
