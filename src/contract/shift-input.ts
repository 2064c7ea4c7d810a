/**
 * `PUT /v1/dispatch/shifts` (issue 30; decisions 105, 119, 129). Apart from the board's contract
 * (dispatch.ts), which the crew's "Heute" loads first: the schema and its shift hours are the
 * server's and the board's only.
 */
import * as v from 'valibot';
import { object, uuid } from './common';
import { isStorableDate } from './dates';
import { m } from './messages';
import { END_TIME, SHIFT_PARTS, START_TIME } from './shift-hours';

const calendarDate = v.pipe(v.string(m('date')), v.check(isStorableDate, m('date')));

/**
 * Who drives a vehicle on a day. `part` `day` (the default): the crew of the day, null going back
 * to the vehicle's usual crew. `early` / `late` (decision 129): the Frühdienst's or Spätdienst's
 * crew and hours (default 06:00–14:00 and 14:00–22:00, or what the part had), null ending it.
 */
export const ShiftInput = object({
  vehicleId: uuid,
  day: calendarDate,
  crewTeamId: v.nullable(uuid),
  part: v.optional(v.picklist(['day', ...SHIFT_PARTS], m('choice')), 'day'),
  startsAt: v.optional(v.pipe(v.string(m('timeOfDay')), v.regex(START_TIME, m('timeOfDay')))),
  endsAt: v.optional(v.pipe(v.string(m('timeOfDay')), v.regex(END_TIME, m('timeOfDay')))),
});
export type ShiftInput = v.InferInput<typeof ShiftInput>;
export type ShiftData = v.InferOutput<typeof ShiftInput>;
