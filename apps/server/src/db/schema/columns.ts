import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns many tables repeat. Each helper returns a new builder: drizzle binds a column to the table it is built
 * into, so one builder is never shared between tables.
 */

/** An id the database numbers. */
export const serialId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** An id made at random, so that it can be known before the row is written. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time: always kept with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();
