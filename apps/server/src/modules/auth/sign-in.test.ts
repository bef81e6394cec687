import { beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyMessage, signInMessages } from '@freight/contracts';
import { createOrganisation, createSite, createUser, TEST_PASSWORD } from '../../testing/fixtures';
import { TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';

const t = useTestApp();
beforeAll(async () => {
  const org = await createOrganisation(t.database.db, 'Acme Freight');
  const site = await createSite(t.database.db, org.id, 'Melbourne DC');
  await createUser(t.database.db, { username: 'alice', siteIds: [site.id] });
  await createUser(t.database.db, { username: 'newbie', siteIds: [site.id], temporary: true });
  await createUser(t.database.db, {
    username: 'expired.temp',
    temporary: true,
    // by the app's clock, which stands still while the suite sets up
    temporaryExpiresAt: new Date(t.clock.now().getTime() - 1000),
  });
  await createUser(t.database.db, { username: 'reset.me', passwordResetRequired: true });
  await createUser(t.database.db, { username: 'locky' });
  await createUser(t.database.db, { username: 'locky2' });
});

const signIn = (client: TestClient, username: string, password: string) =>
  client.post('/api/auth/sign-in', { username, password });

describe('POST /api/auth/sign-in', () => {
  it('signs in with the user name and sets an HttpOnly session cookie', async () => {
    const client = new TestClient(t.app);
    const res = await signIn(client, 'alice', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'signedIn', username: 'alice' });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect((await client.get('/api/auth/session')).statusCode).toBe(200);
  });

  it('accepts the e-mail address, trimmed and in any case', async () => {
    const res = await signIn(new TestClient(t.app), '  ALICE@example.com  ', TEST_PASSWORD);
    expect(res.json()).toMatchObject({ result: 'signedIn', username: 'alice' });
  });

  it('answers a wrong password with the user-name message and sets no session', async () => {
    const res = await signIn(new TestClient(t.app), 'alice', 'Wrong1234');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toMatchObject({
      code: 'NotAuthorizedException',
      detail: signInMessages.invalidUsernameOrPassword,
    });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('answers a wrong e-mail sign-in with "Invalid username, email or password"', async () => {
    const res = await signIn(new TestClient(t.app), 'nobody@example.com', 'Wrong1234');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].detail).toBe('Invalid username, email or password');
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const unknown = await signIn(new TestClient(t.app), 'ghost', 'Wrong1234');
    const wrong = await signIn(new TestClient(t.app), 'alice', 'Wrong1234');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects a missing password with a pointer and the spec message', async () => {
    const res = await signIn(new TestClient(t.app), 'alice', '');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      detail: signInMessages.usernameOrPasswordInvalid,
      source: { pointer: '/password' },
    });
  });

  it('rejects a blank user name with "Username cannot be empty"', async () => {
    const res = await signIn(new TestClient(t.app), '   ', TEST_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      detail: 'Username cannot be empty',
      source: { pointer: '/username' },
    });
  });

  it('says a user name past the longest an e-mail address may be in the form’s words, not Zod’s', async () => {
    const res = await signIn(new TestClient(t.app), `${'x'.repeat(250)}@example.com`, TEST_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      detail: 'cannot be more than 254 characters',
      source: { pointer: '/username' },
    });
  });

  it('asks for a new password after a temporary one, with no session yet', async () => {
    const client = new TestClient(t.app);
    const res = await signIn(client, 'newbie', TEST_PASSWORD);
    expect(res.json()).toEqual({ result: 'newPasswordRequired', username: 'newbie' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await client.get('/api/auth/session')).statusCode).toBe(401);

    const weak = await client.post('/api/auth/complete-new-password', { newPassword: 'password' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0]).toMatchObject({
      detail: passwordPolicyMessage,
      source: { pointer: '/newPassword' },
    });

    const same = await client.post('/api/auth/complete-new-password', { newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors[0].detail).toBe(signInMessages.newPasswordInvalid);

    const done = await client.post('/api/auth/complete-new-password', { newPassword: 'BrandNew2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ result: 'signedIn' });
    expect((await client.get('/api/auth/session')).statusCode).toBe(200);

    // the temporary password no longer works; the new one does, straight in
    expect((await signIn(new TestClient(t.app), 'newbie', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(new TestClient(t.app), 'newbie', 'BrandNew2026')).json().result).toBe('signedIn');
  });

  it('refuses complete-new-password without a pending sign-in', async () => {
    const res = await new TestClient(t.app).post('/api/auth/complete-new-password', {
      newPassword: 'BrandNew2026',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('NoPendingChallengeException');
  });

  it('tells a user whose temporary password expired to contact support', async () => {
    const res = await signIn(new TestClient(t.app), 'expired.temp', TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].detail).toBe(signInMessages.temporaryPasswordExpired);
  });

  it('sends a user with a support-requested reset to the reset flow', async () => {
    const res = await signIn(new TestClient(t.app), 'reset.me', TEST_PASSWORD);
    expect(res.json()).toEqual({ result: 'passwordResetRequired', username: 'reset.me' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

describe('lockout', () => {
  it('locks after five failures for 30 seconds, then lets the right password in', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 4; i++) expect((await signIn(client, 'locky', 'Wrong1234')).statusCode).toBe(401);
    const fifth = await signIn(client, 'locky', 'Wrong1234');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().errors[0].detail).toBe('Too many failed login attempts, try again in 30 seconds');
    expect(fifth.headers['retry-after']).toBe('30');

    // even the right password is refused while locked
    const right = await signIn(client, 'locky', TEST_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0].detail).toBe(signInMessages.tooManyFailedLogins);

    t.clock.advance(29_000);
    expect((await signIn(client, 'locky', TEST_PASSWORD)).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await signIn(client, 'locky', TEST_PASSWORD)).json().result).toBe('signedIn');
  });

  it('locks unknown names too, so a lock reveals nothing', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 4; i++) await signIn(client, 'nobody-here', 'Wrong1234');
    expect((await signIn(client, 'nobody-here', 'Wrong1234')).statusCode).toBe(429);
  });

  it('a success clears the failure count', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 4; i++) await signIn(client, 'locky2', 'Wrong1234');
    expect((await signIn(client, 'locky2', TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(client, 'locky2', 'Wrong1234')).statusCode).toBe(401);
  });
});
