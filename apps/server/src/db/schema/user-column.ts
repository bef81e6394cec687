import { uuid } from 'drizzle-orm/pg-core';
import { parentUuid } from './columns';
import { users } from './identity';

/** The user a row belongs to: the row goes when its user does. */
export const userId = () => parentUuid('user_id', () => users.id);

/** Who made the row, kept for the record: a deleted user leaves it with none. */
export const createdBy = () => uuid('created_by').references(() => users.id, { onDelete: 'set null' });
