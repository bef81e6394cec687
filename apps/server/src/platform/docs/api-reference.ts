import { endpointsByArea, type EndpointDef } from '@freight/contracts';

export const API_REFERENCE_START = '<!-- api-reference:start (npm run docs:api writes this list) -->';
export const API_REFERENCE_END = '<!-- api-reference:end -->';

/** `consignmentImport` as `Consignment import`. */
const titleOf = (area: string) => {
  const words = area.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const itemOf = (e: EndpointDef) => `- \`${e.method} ${e.path}\`: ${oneLine(e.summary)}`;

/** The README's list of the API, by area, generated from the contracts' endpoint descriptors. */
export function apiReferenceMarkdown(
  areas: Record<string, Record<string, EndpointDef>> = endpointsByArea,
): string {
  return Object.entries(areas)
    .flatMap(([area, endpoints]) => [`### ${titleOf(area)}`, '', ...Object.values(endpoints).map(itemOf), ''])
    .join('\n')
    .trimEnd();
}

/** The README with the text between the markers replaced by the list; it must hold both markers. */
export function withApiReference(readme: string, reference: string = apiReferenceMarkdown()): string {
  const start = readme.indexOf(API_REFERENCE_START);
  const end = readme.indexOf(API_REFERENCE_END);
  if (start < 0 || end < start) throw new Error('The README has no api-reference markers');
  return `${readme.slice(0, start + API_REFERENCE_START.length)}\n\n${reference}\n\n${readme.slice(end)}`;
}
