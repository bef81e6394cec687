import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { agentStartCommand } from './agent-command';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the print agent’s start command', () => {
  const command = agentStartCommand('https://freight.example.com', 'fpa_abc');

  it('runs the repository’s own agent, never a registry package of the same name', () => {
    expect(command).toBe('npm run print-agent -- --server https://freight.example.com --key fpa_abc');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['print-agent']).toBe('node apps/print-agent/bin/freight-print-agent.mjs');
  });

  it('is the command both READMEs document, neither offering npx', () => {
    const documented = (readme: string) =>
      [...readme.matchAll(/^(npm run print-agent -- --server \S+ --key fpa_\.\.\.)$/gm)].map((m) => m[1]);
    for (const readme of [read('README.md'), read('apps/print-agent/README.md')]) {
      expect(documented(readme).length).toBeGreaterThan(0);
      expect(readme).not.toMatch(/^npx freight-print-agent/m);
    }
    expect(agentStartCommand('http://localhost:3000', 'fpa_...')).toBe(documented(read('README.md'))[0]);
  });
});
