import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverDataDir } from './worker-server';

/** The server writes each e-mail as an .eml file into `${DATA_DIR}/outbox`, named by time. */
function outboxDir(): string {
  return join(serverDataDir(), 'outbox');
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

/** The text of the first e-mail after the first `seen` ones whose text contains every one of `parts`. */
export async function newMailContaining(
  parts: readonly string[],
  seen: number,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of (await mailFiles()).slice(seen)) {
      const text = await readFile(join(outboxDir(), file), 'utf8');
      if (parts.every((part) => text.includes(part))) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail containing ${parts.join(', ')}`);
}

/** A message body as written: quoted-printable soft breaks joined and escapes decoded (links are ASCII). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The confirm and reject links (path and query) of the newest pickup request e-mailed after the first `seen`. */
export async function newPickupLinks(
  seen: number,
  timeoutMs = 15_000,
): Promise<{ confirm: string; reject: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await mailFiles()).slice(seen).reverse();
    for (const file of fresh) {
      const text = decodeQuotedPrintable(await readFile(join(outboxDir(), file), 'utf8'));
      const confirm = /https?:\/\/[^\s/]+(\/carrier-pickup\?action=confirm&token=[\w-]+)/.exec(text)?.[1];
      const reject = /https?:\/\/[^\s/]+(\/carrier-pickup\?action=reject&token=[\w-]+)/.exec(text)?.[1];
      if (confirm && reject) return { confirm, reject };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No pickup request was e-mailed');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the request e-mail writes it ("Mon, 30 Nov 2026") as YYYY-MM-DD; undefined when it is not one. */
function mailedDay(text: string | undefined): string | undefined {
  const match = /^\w{3}, (\d{1,2}) (\w{3}) (\d{4})$/.exec(text?.trim() ?? '');
  const month = match ? MONTHS.indexOf(match[2] ?? '') + 1 : 0;
  if (!match || month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

/** Every pickup request e-mailed so far (the demo data's past requests among them): its pickup date and links. */
export async function pickupRequestMails(): Promise<
  { pickupDate: string; confirm: string; reject: string }[]
> {
  const mails = [];
  for (const file of await mailFiles()) {
    const text = decodeQuotedPrintable(await readFile(join(outboxDir(), file), 'utf8'));
    const pickupDate = mailedDay(/^Pickup date: (.+)$/m.exec(text)?.[1]);
    const confirm = /https?:\/\/[^\s/]+(\/carrier-pickup\?action=confirm&token=[\w-]+)/.exec(text)?.[1];
    const reject = /https?:\/\/[^\s/]+(\/carrier-pickup\?action=reject&token=[\w-]+)/.exec(text)?.[1];
    if (pickupDate && confirm && reject) mails.push({ pickupDate, confirm, reject });
  }
  return mails;
}
