import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  policyEffectiveDates,
  policyFamilies,
  policyFamilyNames,
  policyFamilySlugs,
} from '@freight/contracts';
import { currentPolicyVersions } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './legal.repository';

const textsDir = new URL('./texts/', import.meta.url);

/** Loads every document version's text into the database, so the served text is the one recorded as accepted. */
export async function syncPolicyDocuments(db: DbOrTx) {
  for (const family of policyFamilies) {
    for (const effectiveDate of policyEffectiveDates[family]) {
      const file = new URL(`${policyFamilySlugs[family]}-${effectiveDate}.md`, textsDir);
      const markdown = await readFile(fileURLToPath(file), 'utf8');
      await repo.upsertPolicyDocument(db, {
        family,
        effectiveDate,
        title: policyFamilyNames[family],
        markdown,
      });
    }
  }
}

/** The current version of each family (spec 4.5); throws the spec's start-up message when one has none. */
export async function currentDocuments(db: DbOrTx, now: Date) {
  let versions;
  try {
    versions = currentPolicyVersions(now);
  } catch (error) {
    throw new AppError({
      status: 500,
      code: 'noValidPolicy',
      title: 'No valid policy',
      detail: (error as Error).message,
    });
  }
  const wanted = policyFamilies.map((family) => ({ family, effectiveDate: versions[family].effectiveDate }));
  const rows = await repo.findPolicyDocuments(db, wanted);
  return wanted.map(({ family, effectiveDate }) => {
    const row = rows.find((r) => r.family === family && r.effectiveDate === effectiveDate);
    if (!row) throw new Error(`policy document ${family} ${effectiveDate} is not loaded`);
    return { family, effectiveDate, title: row.title, markdown: row.markdown };
  });
}

/** Records which versions the user accepted, at the server's time. */
export async function recordAcceptance(db: DbOrTx, userId: string, acceptedAt: Date) {
  const versions = currentPolicyVersions(acceptedAt);
  const documents = Object.fromEntries(
    policyFamilies.map((family) => [family, versions[family].effectiveDate]),
  );
  await repo.insertAcceptance(db, { userId, acceptedAt, documents });
}
