import { bigint, integer, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

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

/** The column a foreign key points at, given lazily: tables may refer to each other in any order. */
type Target = () => PgColumn;

/** The row this one belongs to (a numbered id): the row goes when its parent does. */
export const parentId = <TName extends string>(name: TName, parent: Target) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** The row this one belongs to (a random id): the row goes when its parent does. */
export const parentUuid = <TName extends string>(name: TName, parent: Target) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A row this one needs (a numbered id): the database refuses to delete it while this row points at it. */
export const requiredId = <TName extends string>(name: TName, target: Target) =>
  integer(name).notNull().references(target);

/** What a shipment carries in all, kept beside its lines for the lists' sorts: items, cubic millimetres, grams. */
export const freightTotals = () => ({
  itemQuantity: integer('item_quantity').notNull(),
  volume: bigint('volume', { mode: 'number' }).notNull(),
  weight: bigint('weight', { mode: 'number' }).notNull(),
});

/** When the row was made and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
