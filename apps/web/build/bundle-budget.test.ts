import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BuiltFile, FirstLoad } from './bundle-budget';
import { measureFirstLoads, overBudget } from './bundle-budget';

const signIn: FirstLoad = { name: 'sign-in', screens: ['pages/LoginPage.tsx'], maxJs: 20, maxCss: 5 };
const loads: FirstLoad[] = [signIn];

function build(extra: BuiltFile[] = [], loginImports: string[] = ['shared.js']): BuiltFile[] {
  return [
    {
      fileName: 'index.js',
      source: 'entry();'.repeat(200),
      imports: ['shared.js'],
      css: ['index.css'],
      isEntry: true,
    },
    { fileName: 'shared.js', source: 'shared();'.repeat(200) },
    { fileName: 'index.css', source: 'a{color:red}'.repeat(100) },
    {
      fileName: 'login.js',
      source: 'login();',
      imports: loginImports,
      facadeModuleId: '/app/src/pages/LoginPage.tsx',
    },
    { fileName: 'later.js', source: randomBytes(300 * 1024), facadeModuleId: '/app/src/pages/Later.tsx' },
    ...extra,
  ];
}

describe('bundle budget', () => {
  it("counts the entry, the screen and their static imports once each, and not a later screen's", () => {
    const [report] = measureFirstLoads(build(), loads);
    expect(report?.files).toBe(4);
    expect(report?.js).toBeLessThan(1);
    expect(overBudget(measureFirstLoads(build(), loads))).toEqual([]);
  });

  it('fails a build whose sign-in page imports something large', () => {
    const heavy: BuiltFile = { fileName: 'heavy.js', source: randomBytes(64 * 1024) };
    const over = overBudget(measureFirstLoads(build([heavy], ['shared.js', 'heavy.js']), loads));
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/^sign-in: \d+(\.\d)? KiB of JavaScript, over its budget of 20 KiB$/);
  });

  it('finds a screen bundled into a chunk of several modules', () => {
    const grouped: BuiltFile = {
      fileName: 'frame.js',
      source: 'frame();',
      imports: ['shared.js'],
      moduleIds: ['/app/src/pages/Frame.tsx', '/app/src/pages/Other.tsx'],
    };
    const [report] = measureFirstLoads(build([grouped]), [{ ...signIn, screens: ['pages/Other.tsx'] }]);
    // the entry, its shared chunk and stylesheet, and the chunk holding the screen
    expect(report?.files).toBe(4);
  });

  it('names a screen the build does not have', () => {
    expect(() => measureFirstLoads(build(), [{ ...signIn, screens: ['pages/Missing.tsx'] }])).toThrow(
      'No chunk of pages/Missing.tsx in the build',
    );
  });
});
