import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TelemetryEvent } from '@freight/contracts';
import { run } from '../../cli/admin';
import { fakeIo } from '../../cli/testing/fake-io';
import { telemetryEvents } from '../../db/schema';
import { createOrganisation, createSite, createUser } from '../../testing/fixtures';
import { TestClient, signedInClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';

const EVENTS = '/api/telemetry/v0/events';

let alice: TestClient;
let bob: TestClient;
let aliceId: string;

const event = (over: Partial<TelemetryEvent> = {}): TelemetryEvent => ({
  kind: 'validation',
  name: 'tooLong',
  pointer: '/data/attributes/lineItems/carton-1/description',
  occurredAt: '2026-03-05T00:00:00.000Z',
  version: '1.2.3',
  sessionId: 's-1',
  ...over,
});

const t = useTestApp();
beforeAll(async () => {
  const org = await createOrganisation(t.database.db, 'Telemetry Co');
  const site = await createSite(t.database.db, org.id, 'Telemetry DC');
  aliceId = (await createUser(t.database.db, { username: 'alice', siteIds: [site.id] })).id;
  await createUser(t.database.db, { username: 'bob', siteIds: [site.id] });
  alice = await signedInClient(t.app, 'alice');
  bob = await signedInClient(t.app, 'bob');
});

describe('POST /api/telemetry/v0/errors (signed out)', () => {
  const ERRORS = '/api/telemetry/v0/errors';
  it('stores errors and failed requests with no user, refuses other kinds, and limits each address', async () => {
    const stranger = new TestClient(t.app);
    const res = await stranger.post(ERRORS, {
      events: [event({ kind: 'error', name: 'TypeError: x is undefined', pointer: undefined })],
    });
    expect(res.statusCode).toBe(202);
    const rows = await t.database.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.name, 'TypeError: x is undefined'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
    expect((await stranger.post(ERRORS, { events: [event({ kind: 'pageView' })] })).statusCode).toBe(422);
    const many = Array.from({ length: 11 }, () => event({ kind: 'failedRequest' }));
    expect((await stranger.post(ERRORS, { events: many })).statusCode).toBe(422);
    // one request counted so far in this minute (refused bodies are not): nine more reach the limit of ten
    for (let i = 0; i < 9; i += 1)
      expect((await stranger.post(ERRORS, { events: [event({ kind: 'error' })] })).statusCode).toBe(202);
    expect((await stranger.post(ERRORS, { events: [event({ kind: 'error' })] })).statusCode).toBe(429);
  });
});

describe('POST /api/telemetry/v0/events', () => {
  it('stores a batch as the signed-in user’s, whoever the body names', async () => {
    const res = await alice.post(EVENTS, {
      events: [
        event(),
        { ...event({ kind: 'pageView', name: '/site/:siteId/consignment/:consignmentId' }), userId: 'x' },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 2 });
    const rows = await t.database.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.kind, 'pageView'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: aliceId,
      name: '/site/:siteId/consignment/:consignmentId',
      version: '1.2.3',
    });
  });

  it('refuses a stranger, a batch over 50 events, a body over 64 KB and a bad event', async () => {
    expect((await new TestClient(t.app).post(EVENTS, { events: [event()] })).statusCode).toBe(401);
    const many = await alice.post(EVENTS, { events: Array.from({ length: 51 }, () => event()) });
    expect(many.statusCode).toBe(422);
    const big = await alice.post(EVENTS, {
      events: Array.from({ length: 50 }, () => event({ detail: 'x'.repeat(1000), name: 'y'.repeat(200) })),
    });
    expect(big.statusCode).toBe(413);
    const bad = await alice.post(EVENTS, { events: [{ ...event(), kind: 'keystrokes' }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).not.toContain('stack');
  });

  it('offers no way to read events back: support reads them with the admin CLI', async () => {
    expect((await alice.get(EVENTS)).statusCode).toBe(404);
    await bob.post(EVENTS, {
      events: [event({ name: 'required', pointer: '/data/attributes/receiver/name' })],
    });
    await alice.post(EVENTS, {
      events: [event({ name: 'required', pointer: '/data/attributes/receiver/name' })],
    });
    const cli = fakeIo(() => t.database);
    expect(await run(['telemetry:top'], cli.io)).toBe(0);
    expect(cli.out[0]).toMatch(/^events\s+users\s+name\s+pointer\s+last$/);
    expect(cli.out[1]).toMatch(/^2\s+2\s+required\s+\/data\/attributes\/receiver\/name\s/);
    expect(cli.out[2]).toMatch(/^1\s+1\s+tooLong\s+\/data\/attributes\/lineItems\/carton-1\/description\s/);
    const refused = fakeIo(() => undefined);
    expect(await run(['telemetry:top', '--kind', 'clicks'], refused.io)).toBe(2);
  });

  it('counts each user’s requests apart, refusing a 31st in a minute', async () => {
    // bob has sent one batch in this (test clock's) minute: 29 more reach the limit of 30
    for (let i = 0; i < 29; i += 1)
      expect((await bob.post(EVENTS, { events: [event()] })).statusCode).toBe(202);
    const over = await bob.post(EVENTS, { events: [event()] });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();
    expect((await alice.post(EVENTS, { events: [event()] })).statusCode).toBe(202);
  });
});
