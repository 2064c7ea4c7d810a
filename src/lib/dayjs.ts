/**
 * dayjs with the plugins and languages the app's date text needs: parsing typed formats, relative
 * times, Germany's time zone. Only what reads or writes free date text imports it (`date-text`,
 * the order form's times, the calendar's day titles); showing a date needs none of it
 * (`lib/dates`, decision 116).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/de';
import 'dayjs/locale/en';

dayjs.extend(customParseFormat);
dayjs.extend(relativeTime);
dayjs.extend(utc);
dayjs.extend(timezone);

export default dayjs;
export type { Dayjs } from 'dayjs';
