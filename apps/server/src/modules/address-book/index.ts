/** The address book: its routes and import, and the entries other modules look up or create. */
export { addressBookRoutes } from './address-book.routes';
export { entryImportRoutes } from './import/entry-import.routes';
export { addContactToEntry } from './contacts.service';
export {
  type EntryNameSource,
  createEntryForSite,
  entryNameSource,
  findSiteEntriesWithAddresses,
  findSiteEntry,
  type SiteEntryWithAddress,
  siteHasEntries,
} from './entries.service';
export { registerEntryImportJobs } from './import/entry-import-jobs';
