/**
 * The infection as the marketplace may show it before acceptance: its type alone (PRODUCT.md §7).
 * The free-text note is about the patient and, like the crew note, reaches the assigned company
 * only; it is dropped in SQL so that no presenter can hand it on by mistake.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InfectionType } from '../../../src/contract/transport-class';

export const infectionType = (infection: AnyPgColumn | SQL) =>
  sql<{ type: InfectionType }>`jsonb_build_object('type', ${infection}->'type')`;
