import { beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyMessage } from '@freight/contracts';
import { createUser, TEST_PASSWORD } from '../../testing/fixtures';
import { TestClient, signedInClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';

const NEW_PASSWORD = 'Harbour2027x';

const t = useTestApp();
beforeAll(async () => {
  await createUser(t.database.db, { username: 'carol' });
  await createUser(t.database.db, { username: 'guesser' });
});

const signedIn = (username: string, password?: string) => signedInClient(t.app, username, password);

const change = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/auth/change-password', body);
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors: { detail?: string; source?: { pointer?: string } }[] }).errors.map((e) => [
    e.source?.pointer,
    e.detail,
  ]);

describe('POST /api/auth/change-password', () => {
  it('needs a session', async () => {
    const res = await change(new TestClient(t.app), {
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password with "Old password is invalid", and a new one off the policy', async () => {
    const client = await signedIn('carol');
    const wrong = await change(client, { oldPassword: 'not-it', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual([['/oldPassword', 'Old password is invalid']]);
    const weak = await change(client, { oldPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(errorsOf(weak)).toContainEqual(['/newPassword', passwordPolicyMessage]);
    const same = await change(client, { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(errorsOf(same)).toEqual([['/newPassword', 'New password is invalid']]);
    // nothing changed: the old password still signs in
    await signedIn('carol');
  });

  it('says a missing or mistyped field in the form’s words, not the validator’s', async () => {
    const client = await signedIn('carol');
    const res = await change(client, { oldPassword: 5 });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual([
      ['/oldPassword', 'must be text'],
      ['/newPassword', 'cannot be blank'],
    ]);
  });

  it('changes the password, keeps this session and ends every other session of the user', async () => {
    const here = await signedIn('carol');
    const elsewhere = await signedIn('carol');
    const other = await signedIn('guesser');
    const res = await change(here, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect((await here.get('/api/auth/session')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/session')).statusCode).toBe(401);
    // another user's sessions are untouched
    expect((await other.get('/api/auth/session')).statusCode).toBe(200);
    const oldOne = await new TestClient(t.app).post('/api/auth/sign-in', {
      username: 'carol',
      password: TEST_PASSWORD,
    });
    expect(oldOne.statusCode).toBe(401);
    await signedIn('carol', NEW_PASSWORD);
  });

  it('locks out guessing the current password', async () => {
    const client = await signedIn('guesser');
    let last = await change(client, { oldPassword: 'guess-0', newPassword: NEW_PASSWORD });
    for (let i = 1; i < 10 && last.statusCode === 422; i += 1)
      last = await change(client, { oldPassword: `guess-${i}`, newPassword: NEW_PASSWORD });
    expect(last.statusCode).toBe(429);
    const right = await change(client, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(right.statusCode).toBe(429);
  });
});
