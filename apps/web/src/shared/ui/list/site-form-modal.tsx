import type { Site } from '@freight/contracts';
import type { ReactNode } from 'react';
import { FormModal } from './FormModal';
import type { FormModalOpening, FormModalProps } from './FormModal';

/** How a site's record form is framed: what the record is called, and the modal's size and kind. */
export interface SiteFormFrame extends Pick<FormModalProps<unknown>, 'size' | 'variant'> {
  /** Titles 'New {name}' and 'Edit {name}'. */
  name: string;
  /** 'Loading {loading}' while the record is read, e.g. 'the preset'. */
  loading: string;
}

/**
 * A settings list's create and edit form modal for a site's records: `useRecord` reads the one edited, and `form`
 * draws the form for it (nothing when creating).
 */
export function siteFormModal<T>(
  { name, loading, ...frame }: SiteFormFrame,
  useRecord: FormModalProps<T>['useRecord'],
  form: (site: Site, record: T | undefined) => ReactNode,
) {
  const titles = { create: `New ${name}`, edit: `Edit ${name}` };
  return function SiteFormModal({ site, ...opening }: { site: Site } & FormModalOpening) {
    return (
      <FormModal
        {...opening}
        {...frame}
        titles={titles}
        useRecord={useRecord}
        loadingLabel={`Loading ${loading}`}
      >
        {(record) => form(site, record)}
      </FormModal>
    );
  };
}
