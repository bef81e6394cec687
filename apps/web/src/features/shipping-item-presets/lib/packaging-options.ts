import { packagingTypeNames } from '@freight/contracts';
import type { Site } from '@freight/contracts';
import { sortPackagingTypes } from '@freight/rules';

/** Spec 3: the site's own packaging types when it has them ('Other' last, the rest by name), else the known list. */
export function packagingOptions(site: Site): { value: string; label: string }[] {
  const types =
    site.packagingTypes.length > 0
      ? site.packagingTypes
      : packagingTypeNames.map((name) => ({ name, description: name }));
  return sortPackagingTypes(types).map((type) => ({
    value: type.name,
    label:
      type.description && type.description !== type.name ? `${type.name} – ${type.description}` : type.name,
  }));
}
