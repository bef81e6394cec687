import { text } from 'drizzle-orm/pg-core';
import { uuidId } from './columns';
import { siteId } from './site-column';
import { userId } from './user-column';

/** The columns every CSV import of a site starts with: who ran it, on which file, and where its job stands. */
export const importColumns = <TStatus extends string>(initialStatus: TStatus) => ({
  id: uuidId(),
  siteId: siteId(),
  userId: userId(),
  fileName: text('file_name'),
  status: text('status').$type<TStatus>().notNull().default(initialStatus),
});
