import { describe, expect, it } from 'vitest';
import { browserWarning } from './browser-check';

const chrome = (v: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;

describe('browser check (spec 9)', () => {
  it("warns 'type' for a browser that is not Chrome", () => {
    expect(browserWarning('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe(
      'type',
    );
    expect(browserWarning(`${chrome(130)} Edg/130.0.0.0`)).toBe('type');
  });
  it("warns 'version' for an old Chrome", () => {
    expect(browserWarning(chrome(100), 120)).toBe('version');
    expect(browserWarning(chrome(130), 120)).toBeUndefined();
  });
});
