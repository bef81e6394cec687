import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userMfa, users } from '../../db/schema';
import { createUser } from '../../testing/fixtures';
import { TestClient, signedInClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';

const t = useTestApp({ SESSION_IDLE_MINUTES: '30' });
beforeAll(async () => {
  await createUser(t.database.db, { username: 'sam' });
  await createUser(t.database.db, { username: 'idle' });
});

const signedIn = (username: string) => signedInClient(t.app, username);

describe('GET /api/auth/session', () => {
  it('is 401 unauthenticated without a cookie', async () => {
    const res = await new TestClient(t.app).get('/api/auth/session');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('unauthenticated');
  });

  it('returns the user and never the password hash', async () => {
    const client = await signedIn('sam');
    const res = await client.get('/api/auth/session');
    expect(res.json().user).toMatchObject({
      username: 'sam',
      email: 'sam@example.com',
      preferredMfa: 'NOMFA',
    });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('shows the user as they are now: details and preferred MFA changed after sign-in', async () => {
    const user = await createUser(t.database.db, { username: 'robin' });
    const client = await signedIn('robin');
    await t.database.db
      .update(users)
      .set({ fullName: 'Robin Hart', phone: '+61400000000' })
      .where(eq(users.id, user.id));
    await t.database.db.insert(userMfa).values({ userId: user.id, preferred: 'TOTP', totpEnabled: true });
    const res = await client.get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: user.id,
      username: 'robin',
      fullName: 'Robin Hart',
      email: 'robin@example.com',
      phone: '+61400000000',
      preferredMfa: 'TOTP',
    });
  });

  it('stores only a hash of the token', async () => {
    const client = await signedIn('sam');
    const token = client.cookies.get('sid') ?? '';
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.tokenHash !== token && !r.tokenHash.includes(token))).toBe(true);
  });

  it('slides the idle expiry on use, and expires when idle too long', async () => {
    const client = await signedIn('idle');
    t.clock.advance(20 * 60_000);
    expect((await client.get('/api/auth/session')).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    // 40 minutes since sign-in, 20 since last use: still valid
    expect((await client.get('/api/auth/session')).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await client.get('/api/auth/session');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0]).toMatchObject({
      code: 'sessionExpired',
      detail: 'Your session has expired, please log in again',
    });
  });
});

describe('POST /api/auth/sign-out', () => {
  it('ends every session of the user, not just this one', async () => {
    const laptop = await signedIn('sam');
    const phone = await signedIn('sam');
    const res = await laptop.post('/api/auth/sign-out');
    expect(res.statusCode).toBe(204);
    expect((await laptop.get('/api/auth/session')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await new TestClient(t.app).post('/api/auth/sign-out')).statusCode).toBe(204);
  });

  it('needs the CSRF header like every state-changing call', async () => {
    const client = await signedIn('sam');
    const res = await client.request('POST', '/api/auth/sign-out', { body: {}, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('csrfTokenInvalid');
    expect((await client.get('/api/auth/session')).statusCode).toBe(200);
  });
});
