import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every instant is stored with its zone and read back as a Date (sent as ISO 8601 UTC). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Ids are UUIDs; creates may bring their own (client-generated for offline work). */
export const id = () => uuid('id').primaryKey().defaultRandom();
