import { integer } from 'drizzle-orm/pg-core';
import { sites } from './context';

/** The site a row belongs to: the row goes when its site does. */
export const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });
