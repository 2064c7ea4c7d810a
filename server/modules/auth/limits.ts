/**
 * How much guessing and mailing the public auth routes allow (issue 14; OWASP's authentication
 * and credential-stuffing guidance). Client addresses are unknown to in-process calls (tests):
 * then only the limits on the target apply.
 */
import type { Limit } from '../../lib/rate-limit';
import type { Throttle } from '../../lib/throttle';

const HOUR = 60 * 60;

/** One account guessed from one address, or from one device that signed in before. */
const PER_CLIENT = {
  free: 5,
  baseDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: HOUR,
  onSuccess: 'reset',
} as const;

/**
 * Password attempts at login. A device that signed in to this account before (device cookie) is
 * throttled on its own, so nobody elsewhere can lock the owner out. Any other client is
 * throttled per account and address pair first (5 free, then 2 s doubling up to 15 min), then
 * per account from all addresses (10 free: a distributed guess), then per address over all
 * accounts (30 free, at most 1 min apart: a hospital's wards share one address and must stay
 * able to sign in while one of its machines is misused).
 */
export function loginThrottles(
  email: string,
  ip: string | null,
  device: string | null,
): Throttle[] {
  const account = email.toLowerCase();
  if (device) return [{ key: `login:device:${device}`, ...PER_CLIENT }];
  return [
    { key: `login:pair:${account}|${ip ?? '-'}`, ...PER_CLIENT },
    {
      key: `login:account:${account}`,
      free: 10,
      baseDelaySeconds: 2,
      maxDelaySeconds: 15 * 60,
      forgetAfterSeconds: HOUR,
      onSuccess: 'undo',
    },
    ...(ip
      ? [
          {
            key: `login:ip:${ip}`,
            free: 30,
            baseDelaySeconds: 1,
            maxDelaySeconds: 60,
            forgetAfterSeconds: HOUR,
            onSuccess: 'undo',
          } as const,
        ]
      : []),
  ];
}

/** The current password asked again by a signed-in session (password change). */
export const passwordChangeThrottles = (userId: string): Throttle[] => [
  { key: `password-change:${userId}`, ...PER_CLIENT },
];

/**
 * Checks of a reset link when its page opens: a 32-byte code cannot be guessed, yet an address
 * that asks without end is refused like at the other public routes. Per client address only: a
 * count per account would let anyone use up someone else's checks.
 */
export const resetLinkCheckLimits = (ip: string | null): Limit[] =>
  ip ? [{ key: `reset-link:ip:${ip}`, max: 60, windowSeconds: HOUR }] : [];

/**
 * Attempts to set a new password with a reset or invitation code. Per client address, every
 * attempt counts (30 an hour: a mistyped password or two, times a hospital's shared address).
 * Per account only attempts whose code is right count (10 an hour): only they make the server
 * rate a password, and a count of wrong codes per account would let anyone who knows an
 * account's id use up its owner's attempts (a 32-byte code cannot be guessed anyway).
 */
export const resetPasswordAddressLimits = (ip: string | null): Limit[] =>
  ip ? [{ key: `reset-password:ip:${ip}`, max: 30, windowSeconds: HOUR }] : [];

export const resetPasswordAccountLimits = (userId: string): Limit[] => [
  { key: `reset-password:user:${userId}`, max: 10, windowSeconds: HOUR },
];

/**
 * Registrations, and mails asked for by anyone (confirmation again, recovery): per target
 * address 3 an hour — enough for a typo, too few to flood an inbox — and per client address 20
 * an hour, for the people behind a hospital's shared address.
 */
export function publicMailLimits(
  kind: 'register' | 'confirm' | 'recovery',
  email: string,
  ip: string | null,
): Limit[] {
  return [
    { key: `${kind}:email:${email.toLowerCase()}`, max: 3, windowSeconds: HOUR },
    ...(ip ? [{ key: `${kind}:ip:${ip}`, max: 20, windowSeconds: HOUR }] : []),
  ];
}
