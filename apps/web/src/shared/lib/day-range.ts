/** A range of days as the searches take it (YYYY-MM-DD, inclusive); absent when neither end is chosen. */
export function dayRange(from: string | null, to: string | null): { from?: string; to?: string } | undefined {
  if (!from && !to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
