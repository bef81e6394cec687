import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointPath, successStatuses } from './endpoint';
import { endpointsByArea } from './endpoints';

const manifestDocument = defineEndpoint({
  method: 'GET',
  path: '/api/sender/v0/manifests/:id/document.pdf',
  summary: 'the manifest PDF',
  params: z.object({ id: z.string() }),
  responses: { 200: z.unknown(), 202: z.null(), 404: z.unknown() },
});

describe('endpoint descriptors', () => {
  it('fill path parameters, encoded', () => {
    expect(endpointPath(manifestDocument, { id: '12 3' })).toBe(
      '/api/sender/v0/manifests/12%203/document.pdf',
    );
  });

  it('refuse a path without its parameter', () => {
    expect(() => endpointPath(manifestDocument, {})).toThrow('needs the path parameter id');
  });

  it('list their success statuses in order', () => {
    expect(successStatuses(manifestDocument)).toEqual([200, 202]);
  });

  it('are unique by method and path across every area', () => {
    const keys = Object.values(endpointsByArea).flatMap((area) =>
      Object.values(area).map((e) => `${e.method} ${e.path}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
