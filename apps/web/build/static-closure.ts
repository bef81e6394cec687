/** Adds to `into` the starts and what they import statically (`importsOf`), all the way down; returns `into`. */
export function staticClosure(
  starts: readonly string[],
  importsOf: (id: string) => readonly string[] | undefined,
  into = new Set<string>(),
): Set<string> {
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (into.has(id)) continue;
    into.add(id);
    pending.push(...(importsOf(id) ?? []));
  }
  return into;
}
