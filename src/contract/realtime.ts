/**
 * Realtime (PRODUCT.md §7): the channel authorisation pusher-js asks for (form fields
 * `socket_id`, `channel_name`), the answer, and the events the server sends on each channel.
 */
import * as v from 'valibot';
import { object } from './common';
import { m } from './messages';

export const ChannelAuthInput = object({
  socket_id: v.pipe(v.string(m('invalidType')), v.regex(/^\d{1,20}\.\d{1,20}$/, m('invalidType'))),
  channel_name: v.pipe(
    v.string(m('invalidType')),
    v.regex(/^[A-Za-z0-9_\-=@,.;]{1,164}$/, m('invalidType')),
  ),
});
export type ChannelAuthInput = v.InferOutput<typeof ChannelAuthInput>;

export const ChannelAuthAnswer = v.object({
  auth: v.string(),
  channel_data: v.optional(v.string()),
  shared_secret: v.optional(v.string()),
});
export type ChannelAuthAnswer = v.InferOutput<typeof ChannelAuthAnswer>;

/** The events of each channel, by name. */
export const REALTIME_EVENTS = {
  /** `private-user.{id}`: a new notification for this user. */
  notification: 'notification',
  /** `private-org.{id}`: a transport of the organisation changed. */
  transportUpdated: 'transport.updated',
  /** `private-org.{id}`: a series of the organisation changed as a whole (decision 052). */
  seriesUpdated: 'series.updated',
  /**
   * `private-org.{id}`: who drives a vehicle on a day changed (decision 129): `{vehicleId, day}`.
   * The crews' phones read their vehicle again, the boards their day.
   */
  shiftsUpdated: 'shifts.updated',
  /** `private-marketplace.{id}`: the company's marketplace changed. */
  marketplaceUpdated: 'marketplace.updated',
} as const;

export const userChannel = (userId: string) => `private-user.${userId}`;
export const organizationChannel = (organizationId: string) => `private-org.${organizationId}`;
export const marketplaceChannel = (organizationId: string) =>
  `private-marketplace.${organizationId}`;

/** `GET /v1/config` (PRODUCT.md §7): where realtime connects, and the Web Push key. */
export type ClientConfig = {
  pusher: { key: string; cluster: string; wsHost: string; wsPort: number; forceTLS: boolean };
  vapidPublicKey: string;
  version: string;
};
