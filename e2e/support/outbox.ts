import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The server writes each e-mail as an .eml file into `${DATA_DIR}/outbox`, named by time. */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'outbox');
}

async function mailFiles(): Promise<string[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  return files.filter((f) => f.endsWith('.eml')).sort();
}

/** How many e-mails have been written so far. */
export async function outboxCount(): Promise<number> {
  return (await mailFiles()).length;
}

/** The code in the newest password-reset e-mail to `to` written after the first `seen` e-mails. */
export async function newResetCode(to: string, seen: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await mailFiles()).slice(seen).reverse();
    for (const file of fresh) {
      const text = await readFile(join(outboxDir(), file), 'utf8');
      const code = /verification code is (\d{6})/.exec(text)?.[1];
      if (code && text.includes(to)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset code was e-mailed to ${to}`);
}
