/**
 * The realtime channels a caller may subscribe to (PRODUCT.md §7): their own user channel, their
 * organisation's, and — for transport companies — their marketplace. Nothing else, ever: an
 * authorisation is what lets a socket read a channel, so this list is the whole access rule.
 */
import type { Caller } from '../../caller';
import {
  marketplaceChannel,
  organizationChannel,
  userChannel,
} from '../../../src/contract/realtime';

export function ownChannels(
  caller: Pick<Caller, 'userId' | 'organizationId' | 'organizationType'>,
) {
  return [
    userChannel(caller.userId),
    organizationChannel(caller.organizationId),
    ...(caller.organizationType === 'T' ? [marketplaceChannel(caller.organizationId)] : []),
  ];
}
