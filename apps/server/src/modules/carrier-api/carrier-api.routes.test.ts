import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { carrierApiEndpoints, carrierApiMessages, isPublicCarrierEndpoint } from '@freight/contracts';
import { carrierApiKeys } from '../../db/schema/carrier-api';
import { useTestApp } from '../../testing/test-world';
import { issueCarrierKey, revokeCarrierKey, type IssuedKey } from './index';

let swift: IssuedKey;
let koala: IssuedKey;

const ME = '/api/carrier/v0/me';
const errorDetail = (body: string) =>
  z.object({ errors: z.array(z.object({ detail: z.string() })) }).parse(JSON.parse(body)).errors[0]?.detail;
const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: ME, headers: authorization ? { authorization } : {} });

const t = useTestApp();
beforeAll(async () => {
  await t.database.db.execute(sql`insert into carriers (name) values ('Swift Freight'), ('Koala Express')`);
  swift = await issueCarrierKey(t.database.db, 'Swift Freight', 'tracking');
  koala = await issueCarrierKey(t.database.db, 'Koala Express', 'manifests');
});

describe('carrier API keys', () => {
  it('names the carrier a key acts for', async () => {
    const response = await me(`Bearer ${swift.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { carrierId: String(swift.carrierId), name: 'Swift Freight', keyId: String(swift.id) },
    });
    expect((await me(`bearer ${koala.key}`)).json()).toMatchObject({ data: { name: 'Koala Express' } });
  });

  it('refuses a missing, malformed or unknown key with 401 and a bearer challenge', async () => {
    for (const [header, detail] of [
      [undefined, carrierApiMessages.missingKey],
      [swift.key, carrierApiMessages.missingKey],
      ['Basic dXNlcjpwYXNz', carrierApiMessages.missingKey],
      ['Bearer fcar_not-a-real-key', carrierApiMessages.invalidKey],
      [`Bearer ${swift.key}x`, carrierApiMessages.invalidKey],
      ['Bearer \u0000', carrierApiMessages.invalidKey],
    ] as const) {
      const response = await me(header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="carrier"');
      expect(errorDetail(response.body)).toBe(detail);
    }
  });

  it('keeps only a hash of each key, and records when it was last used', async () => {
    const { rows } = z
      .object({
        rows: z.array(z.object({ key_hash: z.string(), key_prefix: z.string(), last_used_at: z.unknown() })),
      })
      .parse(
        await t.database.db.execute(
          sql`select key_hash, key_prefix, last_used_at from carrier_api_keys order by id`,
        ),
      );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([swift.key, koala.key]).not.toContain(row.key_hash);
      expect(row.key_prefix).toHaveLength(11);
      expect(row.last_used_at).not.toBeNull();
    }
  });

  it('records a key’s use at most once a minute, however often it is used', async () => {
    const lastUsed = async () => {
      const [row] = await t.database.db
        .select({ at: carrierApiKeys.lastUsedAt })
        .from(carrierApiKeys)
        .where(eq(carrierApiKeys.id, koala.id));
      return row?.at?.toISOString();
    };
    t.clock.set('2030-01-01T00:00:00Z');
    expect((await me(`Bearer ${koala.key}`)).statusCode).toBe(200);
    expect(await lastUsed()).toBe('2030-01-01T00:00:00.000Z');
    t.clock.advance(59_000);
    expect((await me(`Bearer ${koala.key}`)).statusCode).toBe(200);
    expect(await lastUsed()).toBe('2030-01-01T00:00:00.000Z');
    t.clock.advance(2_000);
    expect((await me(`Bearer ${koala.key}`)).statusCode).toBe(200);
    expect(await lastUsed()).toBe('2030-01-01T00:01:01.000Z');
  });

  it('stops a revoked key at once, while the carrier keeps its other keys', async () => {
    const spare = await issueCarrierKey(t.database.db, String(swift.carrierId), 'rotation');
    await revokeCarrierKey(t.database.db, swift.id, new Date());
    expect((await me(`Bearer ${swift.key}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${spare.key}`)).statusCode).toBe(200);
    await expect(revokeCarrierKey(t.database.db, swift.id, new Date())).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('carrier API routes', () => {
  it('checks the key before the path, query and body: without a live key every call is 401, however malformed', async () => {
    const retired = await issueCarrierKey(t.database.db, 'Koala Express', 'retired');
    await revokeCarrierKey(t.database.db, retired.id, new Date());
    const guarded = carrierApiEndpoints.filter((endpoint) => !isPublicCarrierEndpoint(endpoint));
    expect(guarded.length).toBeGreaterThan(4);
    for (const endpoint of guarded) {
      const url = `${endpoint.path.replace(/:\w+/g, 'not-an-id')}?page[limit]=lots`;
      for (const [authorization, detail] of [
        [undefined, carrierApiMessages.missingKey],
        [`Bearer ${retired.key}`, carrierApiMessages.invalidKey],
      ] as const) {
        const response = await t.app.inject({
          method: endpoint.method,
          url,
          headers: authorization ? { authorization } : {},
          ...(endpoint.body ? { payload: { unexpected: true } } : {}),
        });
        expect(response.statusCode, `${endpoint.method} ${endpoint.path} ${detail}`).toBe(401);
        // a HEAD answer has no body to say why
        if (endpoint.method !== 'HEAD') expect(errorDetail(response.body)).toBe(detail);
      }
    }
  });
});

describe('carrier API description', () => {
  it('is served without a key and describes every carrier endpoint with its security', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/carrier/v0/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = z
      .object({
        openapi: z.literal('3.1.0'),
        paths: z.record(
          z.string(),
          z.record(
            z.string(),
            z.object({ security: z.unknown().optional(), responses: z.record(z.string(), z.unknown()) }),
          ),
        ),
        components: z.object({
          securitySchemes: z.object({ bearer: z.object({ scheme: z.literal('bearer') }) }),
        }),
      })
      .parse(response.json());
    expect(document.paths['/api/carrier/v0/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(document.paths['/api/carrier/v0/me']?.get?.responses ?? {})).toEqual(['200', '401']);
    expect(document.paths['/api/carrier/v0/openapi.json']?.get?.security).toBeUndefined();
  });
});
