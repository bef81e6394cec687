/**
 * The markers this app asks search answers to wrap matches in (`highlight[start]`, `highlight[stop]`):
 * private-use characters, which names and addresses do not hold, so a name written with the spec's default
 * double braces in it ("Zed {{brace}}") is shown as written and only its matches are marked.
 */
export const MARK_START = '\uE000';
export const MARK_STOP = '\uE001';
