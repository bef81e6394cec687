import {
  consignmentMessages,
  entryKey,
  formMessagesB,
  shippingItemPresetMessages,
  type ConsignmentAttributes,
  type CustomField,
} from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';

type Problem = { pointer: string; detail: string };
const BASE = '/data/attributes';

export interface SiteSettings {
  costCentreRequired: boolean;
  costCentres: { code: string; description: string }[];
}

/** The site's cost centre rule: required when the site says so, and one of its codes when it lists any. */
export function costCenterProblems(settings: SiteSettings, costCenter: string | null): Problem[] {
  const pointer = `${BASE}/costCenter`;
  if (costCenter === null)
    return settings.costCentreRequired ? [{ pointer, detail: consignmentMessages.costCenterRequired }] : [];
  if (settings.costCentres.length > 0 && !settings.costCentres.some((centre) => centre.code === costCenter))
    return [{ pointer, detail: consignmentMessages.costCenterUnknown }];
  return [];
}

/** Spec 7 (L33): custom fields are the form configuration's; required ones need a value, unknown ones are refused. */
export function customFieldProblems(
  fields: readonly CustomField[],
  values: Record<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(values))
    if (!known.has(key))
      problems.push({
        pointer: `${BASE}/customFields/${key}`,
        detail: consignmentMessages.customFieldUnknown,
      });
  for (const field of fields)
    if (field.required && !values[field.key])
      problems.push({ pointer: `${BASE}/customFields/${field.key}`, detail: formMessagesB.required });
  return problems;
}

/** A line's preset must be one of the consignment's own site (`known`), or one the consignment already named. */
export function presetProblems(attributes: ConsignmentAttributes, known: ReadonlySet<number>): Problem[] {
  const problems: Problem[] = [];
  attributes.lineItems.forEach((line, index) => {
    if (line.shippingItemPresetId !== null && !known.has(line.shippingItemPresetId))
      problems.push({
        pointer: `${BASE}/lineItems/${index}/shippingItemPresetId`,
        detail: shippingItemPresetMessages.notOfSite,
      });
  });
  return problems;
}

/** Keys name lines in pointers, so they must be unique; a declaration of no dangerous goods must be true. */
export function lineProblems(attributes: ConsignmentAttributes): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  attributes.lineItems.forEach((line, index) => {
    const key = entryKey({ key: line.key ?? undefined, id: line.id ?? undefined }, index);
    if (seen.has(key))
      problems.push({ pointer: `${BASE}/lineItems/${index}/key`, detail: consignmentMessages.duplicateKey });
    seen.add(key);
    if (attributes.dangerousGoodsDeclaration.excludesDangerousGoods && line.dangerousGoods.length > 0)
      problems.push({
        pointer: `${BASE}/lineItems/${index}/dangerousGoods`,
        detail: consignmentMessages.declaredWithoutDangerousGoods,
      });
  });
  return problems;
}

/**
 * Issue 24: a consignment with declarable dangerous goods names its 24-hour emergency contact, printed on the DG
 * summary. Notifiable goods alone may name one (the summary prints it). A consignment without dangerous goods
 * has no summary to print one on, so a contact there is refused rather than kept where nobody would see it; the
 * web form sends none once the form has no dangerous goods.
 */
export function emergencyContactProblems(attributes: ConsignmentAttributes): Problem[] {
  const entries = attributes.lineItems.flatMap((line) => line.dangerousGoods);
  const contact = attributes.dangerousGoodsDeclaration.emergencyContact;
  const pointer = `${BASE}/dangerousGoodsDeclaration/emergencyContact`;
  if (entries.length === 0 && contact !== null)
    return [{ pointer, detail: consignmentMessages.emergencyContactWithoutDangerousGoods }];
  const declarable = entries.some((entry) => !entry.notifiable);
  if (!declarable || contact !== null) return [];
  return [{ pointer, detail: consignmentMessages.emergencyContactRequired }];
}

export function throwProblems(problems: Problem[]): void {
  if (problems.length > 0) throw AppError.validation(problems);
}
