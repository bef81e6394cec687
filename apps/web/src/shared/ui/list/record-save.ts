/** An update of a record: its id, and its new attributes as the API's `data`. */
export interface RecordUpdate<D> {
  id: string;
  data: D;
}

/** The create and update of a site's records, as their mutation hooks give them. */
export interface SiteRecordMutations<D> {
  create: { mutateAsync: (input: D & { siteId: string }) => Promise<unknown> };
  update: { mutateAsync: (input: RecordUpdate<D>) => Promise<unknown> };
}

/** A site's record form's store: an update of the record edited, else a new record of the site. */
export const siteRecordStore =
  <D>({ create, update }: SiteRecordMutations<D>, siteId: string, edited: { id: string } | undefined) =>
  async (data: D): Promise<void> => {
    if (edited) await update.mutateAsync({ id: edited.id, data });
    else await create.mutateAsync({ siteId, ...data });
  };
