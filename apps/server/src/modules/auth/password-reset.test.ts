import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordPolicyMessage } from '@freight/contracts';
import { createUser, TEST_PASSWORD } from '../../testing/fixtures';
import { signedInClient, TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';

const t = useTestApp();
beforeAll(async () => {
  await createUser(t.database.db, { username: 'forgetful' });
  await createUser(t.database.db, { username: 'twice' });
  await createUser(t.database.db, { username: 'reader' });
  await createUser(t.database.db, { username: 'expiry' });
  await createUser(t.database.db, { username: 'guessed' });
  await createUser(t.database.db, { username: 'support.reset', passwordResetRequired: true });
});

/** The newest e-mail to an address, as written to an .eml file of the outbox. */
function mailSentTo(email: string): string {
  const dir = join(t.config.dataDir, 'outbox');
  for (const file of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (text.includes(`To: ${email}`)) return text;
  }
  throw new Error(`no e-mail to ${email}`);
}

/** The code in the newest e-mail to an address. */
function codeSentTo(email: string): string {
  const code = /verification code is (\d{6})/.exec(mailSentTo(email))?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

const request = (username: string) => new TestClient(t.app).post('/api/auth/forgot-password', { username });
const confirm = (username: string, code: string, newPassword = 'Renewed2026') =>
  new TestClient(t.app).post('/api/auth/forgot-password/confirm', { username, code, newPassword });
/** A confirmation refused as "The code is invalid", with the exception the code met. */
function expectInvalidCode(
  res: LightMyRequestResponse,
  code: 'CodeMismatchException' | 'ExpiredCodeException',
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().errors[0]).toMatchObject({ code, detail: 'The code is invalid' });
}

describe('forgot password', () => {
  it('answers a real and an unknown user identically', async () => {
    const real = await request('forgetful');
    const unknown = await request('no-such-user');
    expect(real.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(real.json()).toEqual(unknown.json());
    expect(real.body).toBe(unknown.body);
    expect(real.json().message).toBe(
      'If an account exists with this username an email will be sent with further instructions.',
    );
  });

  it('e-mails a code that resets the password once, and ends existing sessions', async () => {
    const session = await signedInClient(t.app, 'forgetful');
    expect((await session.get('/api/auth/session')).statusCode).toBe(200);

    await request('forgetful');
    const code = codeSentTo('forgetful@example.com');
    const res = await confirm('forgetful', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'passwordReset' });

    const again = await confirm('forgetful', code, 'Another2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].detail).toBe('The code is invalid');

    expect((await session.get('/api/auth/session')).statusCode).toBe(401);
    await signedInClient(t.app, 'forgetful', 'Renewed2026');
    const old = await new TestClient(t.app).post('/api/auth/sign-in', {
      username: 'forgetful',
      password: TEST_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
  });

  it('sends the code as plain text and as HTML under the brand, in one message', async () => {
    await request('reader');
    const mail = mailSentTo('reader@example.com');
    expect(mail).toMatch(/Content-Type: multipart\/alternative/);
    const [text, html] = mail.split(/Content-Type: text\/html/);
    expect(text).toMatch(/Content-Type: text\/plain[\s\S]*verification code is \d{6}/);
    expect(html).toContain(t.config.brandName);
    expect(html).toMatch(/verification code is \d{6}/);
  });

  it('a resend invalidates the earlier code', async () => {
    await request('twice');
    const first = codeSentTo('twice@example.com');
    await request('twice');
    const second = codeSentTo('twice@example.com');
    const stale = await confirm('twice', first);
    if (first !== second) expectInvalidCode(stale, 'CodeMismatchException');
    expect((await confirm('twice', second)).statusCode).toBe(200);
  });

  it('an expired code is "The code is invalid" with ExpiredCodeException', async () => {
    await request('expiry');
    const code = codeSentTo('expiry@example.com');
    t.clock.advance(60 * 60_000 + 1);
    expectInvalidCode(await confirm('expiry', code), 'ExpiredCodeException');
  });

  it('an unknown user gets the same answer as a wrong code', async () => {
    expectInvalidCode(await confirm('no-such-user', '123456'), 'CodeMismatchException');
  });

  it('checks the new password against the policy and the code for spaces', async () => {
    const weak = await confirm('forgetful', '123456', 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0]).toMatchObject({
      detail: passwordPolicyMessage,
      source: { pointer: '/newPassword' },
    });
    const spaced = await confirm('forgetful', '123 456');
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json().errors[0].source.pointer).toBe('/code');
  });

  it('locks guessing after five wrong codes', async () => {
    await request('guessed');
    const code = codeSentTo('guessed@example.com');
    for (let i = 0; i < 4; i++) expect((await confirm('guessed', '000000')).statusCode).toBe(400);
    const fifth = await confirm('guessed', '000000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().errors[0].detail).toBe('Too many failed attempts, try again in 30 seconds');
    expect((await confirm('guessed', code)).statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await confirm('guessed', code)).statusCode).toBe(200);
  });

  it('a completed reset clears a support-requested reset', async () => {
    const first = await new TestClient(t.app).post('/api/auth/sign-in', {
      username: 'support.reset',
      password: TEST_PASSWORD,
    });
    expect(first.json().result).toBe('passwordResetRequired');
    await request('support.reset');
    expect((await confirm('support.reset', codeSentTo('support.reset@example.com'))).statusCode).toBe(200);
    const after = await new TestClient(t.app).post('/api/auth/sign-in', {
      username: 'support.reset',
      password: 'Renewed2026',
    });
    expect(after.json().result).toBe('signedIn');
  });
});
