/** Query keys of the manifests feature; consignment lists are invalidated by their own prefix. */
export const manifestKeys = {
  all: ['manifests'] as const,
  lists: () => ['manifests', 'list'] as const,
  manifest: (id: string) => ['manifests', 'one', id] as const,
  candidates: () => ['manifests', 'candidates'] as const,
};

/** The consignments feature's list queries start with this key: they change when consignments are manifested. */
export const CONSIGNMENT_LISTS_KEY = ['consignments'] as const;
