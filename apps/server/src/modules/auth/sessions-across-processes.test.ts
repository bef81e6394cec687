import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMfa, users } from '../../db/schema';
import { AUTH_CHANGED_CHANNEL } from '../../platform/session/session-cache';
import { createUser, TEST_PASSWORD } from '../../testing/fixtures';
import { type TestClient, signedInClient } from '../../testing/http-client';
import { useSecondProcess } from '../../testing/second-process';
import { useTestApp } from '../../testing/test-world';

// Two app instances on one database stand for two server processes: `a` takes the changes, `b` had the session
// cached and must see them. On PostgreSQL each has its own pool, as a process would.

const t = useTestApp({ SESSION_IDLE_MINUTES: '30' });
const b = useSecondProcess(t);

const signedInOnA = (username: string) => signedInClient(t.app, username);

const onB = (client: TestClient) => b.as(client);
/** Resolves once `b` has heard that the user's sessions changed. */
const heardByB = (userId: string) =>
  b.heard(AUTH_CHANGED_CHANNEL, (payload) => payload === userId || payload === '*');
const statementsOnB = (run: () => Promise<unknown>) => b.statements(run);

async function cachedOnB(username: string) {
  const user = await createUser(t.database.db, { username });
  const laptop = await signedInOnA(username);
  const onOther = onB(laptop);
  expect((await onOther.get('/api/auth/session')).statusCode).toBe(200);
  return { user, laptop, onOther };
}

describe('a session another process has cached', () => {
  it('is answered without a statement once cached', async () => {
    const { onOther } = await cachedOnB('kept');
    const statements = await statementsOnB(async () => {
      const res = await onOther.get('/api/auth/session');
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe('kept');
    });
    expect(statements).toBe(0);
  });

  it('is refused after the user signs out elsewhere (every session of theirs ends)', async () => {
    const { user, laptop, onOther } = await cachedOnB('leaver');
    const phone = onB(await signedInOnA('leaver'));
    expect((await phone.get('/api/auth/session')).statusCode).toBe(200);
    const heard = await heardByB(user.id);
    expect((await laptop.post('/api/auth/sign-out')).statusCode).toBe(204);
    await heard();
    expect((await onOther.get('/api/auth/session')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('is refused after a change of password in another session, which itself goes on', async () => {
    const { user, laptop, onOther } = await cachedOnB('changer');
    const desk = await signedInOnA('changer');
    const deskOnB = onB(desk);
    expect((await deskOnB.get('/api/auth/session')).statusCode).toBe(200);
    const heard = await heardByB(user.id);
    const res = await desk.post('/api/auth/change-password', {
      oldPassword: TEST_PASSWORD,
      newPassword: 'Harbour2027x',
    });
    expect(res.statusCode).toBe(204);
    await heard();
    expect((await onOther.get('/api/auth/session')).statusCode).toBe(401);
    expect((await deskOnB.get('/api/auth/session')).statusCode).toBe(200);
    expect((await laptop.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('is refused once its user is disabled (by any process, or the admin command line)', async () => {
    const { user, onOther } = await cachedOnB('disabled');
    const heard = await heardByB(user.id);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    await heard();
    expect((await onOther.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('shows a changed profile and MFA preference on the next request', async () => {
    const { user, onOther } = await cachedOnB('renamed');
    const heardName = await heardByB(user.id);
    await t.database.db.update(users).set({ fullName: 'Renée Hart' }).where(eq(users.id, user.id));
    await heardName();
    expect((await onOther.get('/api/auth/session')).json().user.fullName).toBe('Renée Hart');
    const heardMfa = await heardByB(user.id);
    await t.database.db.insert(userMfa).values({ userId: user.id, preferred: 'TOTP', totpEnabled: true });
    await heardMfa();
    expect((await onOther.get('/api/auth/session')).json().user.preferredMfa).toBe('TOTP');
  });

  it('is not told about the idle touch, and still expires when idle too long', async () => {
    const { laptop, onOther } = await cachedOnB('idler');
    t.clock.advance(20 * 60_000);
    // `a` slides the expiry; `b` reads its copy again (older than the backstop) and sees the later expiry
    expect((await laptop.get('/api/auth/session')).statusCode).toBe(200);
    expect((await onOther.get('/api/auth/session')).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await onOther.get('/api/auth/session');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].code).toBe('sessionExpired');
  });

  it('is refused within its expiry even while cached', async () => {
    const { onOther } = await cachedOnB('short');
    expect((await onOther.get('/api/auth/session')).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await onOther.get('/api/auth/session')).statusCode).toBe(401);
  });
});
