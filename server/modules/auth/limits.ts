import type { Limit } from '../../lib/rate-limit';

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed log-ins allowed per account and per client address in fifteen minutes. The account
 * limit stops guessing one password from many addresses; the address limit stops one client
 * trying many accounts (a hospital's NAT shares an address, hence the higher number).
 */
export const loginLimits = (email: string, ip: string | null): Limit[] => [
  { key: `login:account:${email.toLowerCase()}`, max: 5, windowSeconds: FIFTEEN_MINUTES },
  ...(ip ? [{ key: `login:ip:${ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES }] : []),
];

/** Recovery and confirmation mails per account per hour: enough for a typo, not for spam. */
export const mailLimits = (purpose: string, email: string): Limit[] => [
  { key: `mail:${purpose}:${email.toLowerCase()}`, max: 3, windowSeconds: 60 * 60 },
];
