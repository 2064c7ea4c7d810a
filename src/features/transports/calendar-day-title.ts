import dayjs from '@/lib/dayjs';
import { getDateLanguage } from '@/lib/dates';

/**
 * A day in `format`, written with slashes here: German writes it with dots instead, a day and
 * month alone as `28.11.` (DIN 5008, decision 076).
 */
export const dayTitle = (isoDate: string, format: string) => {
  const language = getDateLanguage();
  const written =
    language === 'de' ? format.replace(/DD\/MM(?!\/)/, 'DD.MM.').replaceAll('/', '.') : format;
  return dayjs(isoDate).locale(language).format(written);
};
