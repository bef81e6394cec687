import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@freight/contracts';
import { z } from 'zod';
import {
  API_REFERENCE_END,
  API_REFERENCE_START,
  apiReferenceMarkdown,
  withApiReference,
} from './api-reference';

const readme = readFileSync(fileURLToPath(new URL('../../../../../README.md', import.meta.url)), 'utf8');

describe("the README's API list", () => {
  it('is the one the descriptors give (npm run docs:api writes it)', () => {
    expect(withApiReference(readme)).toBe(readme);
  });

  it('lists every operation by area, with its method, path and summary', () => {
    const reference = apiReferenceMarkdown({
      consignmentImport: {
        get: defineEndpoint({
          method: 'GET',
          path: '/api/sender/v0/consignments/import/:id',
          summary: 'An import,\n  its progress',
          params: z.object({ id: z.string() }),
          responses: { 200: z.null() },
        }),
      },
    });
    expect(reference).toBe(
      [
        '### Consignment import',
        '',
        '- `GET /api/sender/v0/consignments/import/:id`: An import, its progress',
      ].join('\n'),
    );
    expect(readme).toContain('- `POST /api/sender/v0/consignments`: Creates a consignment');
  });

  it('replaces only the text between its markers', () => {
    const text = `intro\n${API_REFERENCE_START}\nold\n${API_REFERENCE_END}\nafter`;
    expect(withApiReference(text, 'new')).toBe(
      `intro\n${API_REFERENCE_START}\n\nnew\n\n${API_REFERENCE_END}\nafter`,
    );
    expect(() => withApiReference('no markers', 'new')).toThrow('no api-reference markers');
  });
});
