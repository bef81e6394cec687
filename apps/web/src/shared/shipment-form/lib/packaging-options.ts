import { packagingTypeDescriptions, packagingTypeNames } from '@freight/contracts';
import type { Site } from '@freight/contracts';
import { sortPackagingTypes } from '@freight/rules';

function typesOf(site: Site) {
  return site.packagingTypes.length > 0
    ? site.packagingTypes
    : packagingTypeNames.map((name) => ({ name, description: packagingTypeDescriptions[name] }));
}

/** Spec 3: the site's own packaging types when it has them ('Other' last, the rest by name), else the known list. */
export function packagingOptions(site: Site): { value: string; label: string }[] {
  return sortPackagingTypes(typesOf(site)).map((type) => ({
    value: type.name,
    label: type.description || type.name,
  }));
}

/** A packaging type as the site describes it, e.g. 'Jiffy bag' for JiffyBag. */
export function packagingLabel(site: Site, name: string): string {
  return typesOf(site).find((type) => type.name === name)?.description || name;
}
