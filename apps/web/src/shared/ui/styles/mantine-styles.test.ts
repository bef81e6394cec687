import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's styles are imported per component (mantine-base.ts, mantine-shell.ts, or beside a screen that alone
 * uses one). A component whose styles nobody imports renders unstyled without any error, so this test reads every
 * source file and fails when one uses a component whose styles are not imported.
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../../..');
// the workspace's one copy of Mantine, hoisted to the repository's node_modules
const stylesDir = join(src, '../../../node_modules/@mantine/core/styles');

/** Components without a stylesheet of their own, drawn from others'. */
const drawnFrom: Record<string, readonly string[]> = {
  Autocomplete: ['Combobox', 'Input'],
  Select: ['Combobox', 'Input'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput'],
  TagsInput: ['Combobox', 'Input', 'Pill', 'PillsInput'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  JsonInput: ['Input'],
  FileInput: ['Input'],
  NativeSelect: ['Input'],
  Menu: ['Popover', 'Menu'],
  Tooltip: ['Popover', 'Tooltip'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const importedStyles = (text: string): string[] =>
  [...text.matchAll(/import '@mantine\/core\/styles\/(\w+)\.layer\.css'/g)].map((m) => m[1] ?? '');

const usedComponents = (text: string): string[] =>
  [...text.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name) && !name.startsWith('type ')),
  );

describe("Mantine's per-component styles", () => {
  it('are imported for every component the app uses', () => {
    const files = sourceFiles(src);
    const shared = new Set(
      ['mantine-base.ts', 'mantine-shell.ts'].flatMap((name) =>
        importedStyles(readFileSync(join(here, name), 'utf8')),
      ),
    );
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const own = new Set(importedStyles(text));
      for (const component of usedComponents(text)) {
        const sheets = drawnFrom[component] ?? [component];
        for (const sheet of sheets) {
          if (!existsSync(join(stylesDir, `${sheet}.layer.css`))) continue;
          if (!shared.has(sheet) && !own.has(sheet))
            missing.push(`${relative(src, file)}: ${component} (${sheet})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('knows a component from its stylesheet (a check that can fail)', () => {
    expect(existsSync(join(stylesDir, 'Table.layer.css'))).toBe(true);
    expect(usedComponents("import { Table, type TableProps } from '@mantine/core';")).toEqual(['Table']);
  });
});
