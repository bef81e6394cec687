import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../testing/fixtures';
import { TestClient } from '../../testing/http-client';
import { useTestApp } from '../../testing/test-world';
import { currentTotp } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXP';

const t = useTestApp();
beforeAll(async () => {
  await createUser(t.database.db, { username: 'mfa.user', totpSecret: SECRET });
  await createUser(t.database.db, { username: 'mfa.locky', totpSecret: SECRET });
  await createUser(t.database.db, { username: 'plain' });
});

async function passwordStep(username: string) {
  const client = new TestClient(t.app);
  const res = await client.post('/api/auth/sign-in', { username, password: TEST_PASSWORD });
  expect(res.json()).toMatchObject({ result: 'totpRequired' });
  expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  return client;
}

describe('TOTP sign-in', () => {
  it('asks for a code, then signs in with the current one (trimmed)', async () => {
    const client = await passwordStep('mfa.user');
    expect((await client.get('/api/auth/session')).statusCode).toBe(401);
    const res = await client.post('/api/auth/mfa/verify', {
      code: `  ${currentTotp(SECRET, t.clock.now())} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'signedIn' });
    expect((await client.get('/api/auth/session')).json().user.preferredMfa).toBe('TOTP');
  });

  it('answers a wrong code with "Verification code does not match" and keeps the challenge', async () => {
    t.clock.advance(60_000);
    const client = await passwordStep('mfa.user');
    const wrong = await client.post('/api/auth/mfa/verify', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'CodeMismatchException',
      detail: 'Verification code does not match',
    });
    const right = await client.post('/api/auth/mfa/verify', { code: currentTotp(SECRET, t.clock.now()) });
    expect(right.json().result).toBe('signedIn');
  });

  it('refuses a code that was already used', async () => {
    t.clock.advance(60_000);
    const code = currentTotp(SECRET, t.clock.now());
    const first = await passwordStep('mfa.user');
    expect((await first.post('/api/auth/mfa/verify', { code })).statusCode).toBe(200);
    const second = await passwordStep('mfa.user');
    expect((await second.post('/api/auth/mfa/verify', { code })).statusCode).toBe(400);
  });

  it('rejects a code with spaces inside it', async () => {
    const client = await passwordStep('mfa.user');
    const res = await client.post('/api/auth/mfa/verify', { code: '123 456' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source.pointer).toBe('/code');
  });

  it('without a pending sign-in answers NoPendingChallengeException', async () => {
    const res = await new TestClient(t.app).post('/api/auth/mfa/verify', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('NoPendingChallengeException');
  });

  it('expires the pending sign-in after five minutes', async () => {
    const client = await passwordStep('mfa.user');
    t.clock.advance(5 * 60_000 + 1);
    const res = await client.post('/api/auth/mfa/verify', { code: currentTotp(SECRET, t.clock.now()) });
    expect(res.statusCode).toBe(401);
  });

  it('locks code attempts after five failures with "Too many failed attempts, try again in 30 seconds"', async () => {
    const client = await passwordStep('mfa.locky');
    for (let i = 0; i < 4; i++)
      expect((await client.post('/api/auth/mfa/verify', { code: '000000' })).statusCode).toBe(400);
    const fifth = await client.post('/api/auth/mfa/verify', { code: '000000' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().errors[0].detail).toBe('Too many failed attempts, try again in 30 seconds');
    t.clock.advance(30_000);
    const ok = await client.post('/api/auth/mfa/verify', { code: currentTotp(SECRET, t.clock.now()) });
    expect(ok.json().result).toBe('signedIn');
  });
});

describe('TOTP set-up', () => {
  it('hands out a secret and QR code, and a verified code makes TOTP preferred with SMS off', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/auth/sign-in', { username: 'plain', password: TEST_PASSWORD });
    const setup = await client.post('/api/auth/mfa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCodeSvg } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeSvg).toContain('<svg');

    // not active until verified: sign-in still needs no code
    expect(
      (
        await new TestClient(t.app).post('/api/auth/sign-in', { username: 'plain', password: TEST_PASSWORD })
      ).json().result,
    ).toBe('signedIn');

    const wrong = await client.post('/api/auth/mfa/setup/verify', { code: '000000' });
    expect(wrong.json().errors[0].detail).toBe('Verification code does not match');
    const ok = await client.post('/api/auth/mfa/setup/verify', { code: currentTotp(secret, t.clock.now()) });
    expect(ok.json()).toEqual({ preferredMfa: 'TOTP', smsEnabled: false, totpEnabled: true });

    t.clock.advance(60_000);
    const next = await new TestClient(t.app).post('/api/auth/sign-in', {
      username: 'plain',
      password: TEST_PASSWORD,
    });
    expect(next.json().result).toBe('totpRequired');
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.app).post('/api/auth/mfa/setup')).statusCode).toBe(401);
  });
});
