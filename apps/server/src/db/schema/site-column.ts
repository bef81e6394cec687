import { integer } from 'drizzle-orm/pg-core';
import { parentId, serialId } from './columns';
import { sites } from './context';

/** The site a row belongs to: the row goes when its site does. */
export const siteId = () => parentId('site_id', () => sites.id);

/** The key of a table that holds one row per site (its settings): the row goes when its site does. */
export const siteKey = () =>
  integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' });

/** A row a site owns, numbered by the database: its id and its site. */
export const siteRow = () => ({ id: serialId(), siteId: siteId() });
