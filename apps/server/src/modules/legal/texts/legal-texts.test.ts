import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { policyEffectiveDates, policyFamilies, policyFamilySlugs } from '@freight/contracts';
import type { PolicyFamily } from '@freight/contracts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const fileName = (family: PolicyFamily, date: string) => `${policyFamilySlugs[family]}-${date}.md`;
const read = (name: string) => readFileSync(`${dir}/${name}`, 'utf8');
const versions = policyFamilies.flatMap((family) =>
  policyEffectiveDates[family].map((date) => ({ family, date, name: fileName(family, date) })),
);
const current = (family: PolicyFamily) => read(fileName(family, policyEffectiveDates[family].at(-1) ?? ''));

describe('legal texts (spec 4.5, 9)', () => {
  it('has exactly one file per document version', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
    expect(files.sort()).toEqual(versions.map((v) => v.name).sort());
  });

  it.each(versions)('$name is 400 to 900 words of ## sections, with no placeholder', ({ name }) => {
    const text = read(name);
    const words = text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
    expect(words.length).toBeGreaterThanOrEqual(400);
    expect(words.length).toBeLessThanOrEqual(900);
    expect(text.startsWith('## ')).toBe(true);
    expect(text).not.toMatch(/^# /m);
    expect(text).not.toMatch(/lorem|ipsum|\{[a-z]+\}|\[[A-Z ]+\]|TODO|TBD/i);
  });

  it('privacy and credit reporting texts state the spec gist (B20-B24)', () => {
    for (const family of ['privacy', 'creditReporting'] as const) {
      const text = current(family);
      expect(text).toMatch(/credit information/);
      expect(text).toMatch(/billing/);
      expect(text).toMatch(/credit assessment/);
      expect(text).toMatch(/marketing/);
      expect(text).toMatch(/overseas/);
      expect(text).toMatch(/aim to resolve it within 30 days/);
    }
    expect(current('privacy')).toMatch(/We collect personal information and credit information/);
    expect(current('privacy')).toMatch(/The Service uses cookies/);
  });

  it('the later privacy policy adds a section', () => {
    const sections = (text: string) => text.match(/^## .+$/gm) ?? [];
    const before = sections(read(fileName('privacy', '2021-03-31')));
    const after = sections(read(fileName('privacy', '2021-05-28')));
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after.length).toBe(before.length + 1);
  });

  it('the terms of use state the spec gist (B25-B30)', () => {
    const text = current('termsOfUse');
    expect(text).toMatch(/give accurate, current and complete information/);
    expect(text).toMatch(/keep the password.*confidential/);
    expect(text).toMatch(/use the Service only to order freight services/);
    expect(text).toMatch(/may suspend or terminate an account, or any user's access, at any time/);
    expect(text).toMatch(/fees paid .* in the previous 12 months, or 10 dollars if none were paid/);
    expect(text).toMatch(/governed by the law of Victoria, Australia/);
  });
});
