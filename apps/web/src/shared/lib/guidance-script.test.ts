import { describe, expect, it } from 'vitest';
import { loadGuidanceScript } from './guidance-script';

describe('the in-app guidance script (W21)', () => {
  it('loads nothing unless a URL is configured, and a configured one once', () => {
    loadGuidanceScript(null);
    loadGuidanceScript(undefined);
    expect(document.querySelectorAll('script[data-guidance]')).toHaveLength(0);
    loadGuidanceScript('https://guide.example/app.js');
    loadGuidanceScript('https://guide.example/app.js');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-guidance]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://guide.example/app.js');
  });
});
