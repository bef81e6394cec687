import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database must have one process at a time, or its files are corrupted. A lock file holds the
 * owner's pid; a lock left by a process that is gone is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'owner.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner !== process.pid && Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${owner}. Stop it first, or use DATABASE_URL.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
