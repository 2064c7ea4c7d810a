/**
 * What the demo steps share: the database, the clock, a seeded random source (the same data on
 * every run), the organisations created so far and the log-ins to print at the end.
 */
import { createHash } from 'node:crypto';
import type { OrganizationType, Role } from '../../src/contract/auth';
import type { Db } from '../db/client';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

export type DemoOrganization = {
  key: string;
  id: string;
  name: string;
  type: OrganizationType;
};

export type DemoLogin = {
  organization: string;
  type: OrganizationType;
  role: Role;
  name: string;
  email: string;
};

export type DemoContext = {
  db: Db;
  now: Date;
  /** Organisations by their key in organizations.ts ("klinikum", "spree", …). */
  organizations: Map<string, DemoOrganization>;
  logins: DemoLogin[];
  /** Counts per kind of record: created now, or already there from an earlier run. */
  tally: (kind: string, created: boolean) => void;
};

/** One area of demo data (organisations, patients, …). Must be safe to run again. */
export type DemoStep = {
  name: string;
  run: (demo: DemoContext) => Promise<void>;
};

/**
 * A stable UUID for a demo record, so that a second run finds it and skips it (`seed` names the
 * record, e.g. "patient:klinikum:7"). Shaped as a version-5 UUID.
 */
export function demoId(seed: string): string {
  const hex = createHash('sha256').update(`krankentransport-demo:${seed}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small seeded generator (mulberry32): the demo is the same on every machine and run. */
export function seededRandom(seed: string) {
  let state = parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof seededRandom>;
