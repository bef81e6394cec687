/**
 * An address suggestion's id carries the suggestion itself (street lines and locality id), so suggestions
 * need no storage and any server process can turn one into an address.
 */
export interface SuggestionContent {
  line1: string;
  line2: string | null;
  localityId: number;
}

export function encodeSuggestionId(content: SuggestionContent): string {
  return Buffer.from(JSON.stringify([content.line1, content.line2, content.localityId])).toString(
    'base64url',
  );
}

/** The suggestion named by an id, or null for an id that is not one. */
export function decodeSuggestionId(id: string): SuggestionContent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [line1, line2, localityId] = parsed as unknown[];
  const isLine = (value: unknown): value is string =>
    typeof value === 'string' && value.length <= 100 && !value.includes('\u0000');
  if (!isLine(line1) || !line1.trim()) return null;
  if (line2 !== null && !isLine(line2)) return null;
  if (
    typeof localityId !== 'number' ||
    !Number.isInteger(localityId) ||
    localityId < 1 ||
    localityId > 2 ** 31 - 1
  )
    return null;
  return { line1: line1.trim(), line2: line2?.trim() || null, localityId };
}
