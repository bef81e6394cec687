import { and, eq } from 'drizzle-orm';
import { loadLocalities } from '../reference-data/localities';
import { memberships } from '../db/schema';
import { createOrganisation, createSite, createUser, TEST_PASSWORD } from './fixtures';
import { signedInClient } from './http-client';
import type { TestContext } from './test-app';
import { openWorld, useOpened } from './test-world';

/**
 * Two organisations for the reference-data suites: Demo Freight Co (Melbourne DC with dangerous goods on,
 * Sydney Warehouse) and Second Org (Adelaide Hub), with the Australian localities loaded.
 * alice holds both Demo sites and may transact dangerous goods at Melbourne DC; dan holds Melbourne DC without
 * that right; olly holds only Second Org's site.
 */
export async function createReferenceDataWorld(t: TestContext) {
  const db = t.database.db;
  await loadLocalities(db);
  const demo = await createOrganisation(db, 'Demo Freight Co');
  const melbourne = await createSite(db, demo.id, 'Melbourne DC', {
    dangerousGoodsTransacting: true,
    dangerousGoodsNotifiable: true,
  });
  const sydney = await createSite(db, demo.id, 'Sydney Warehouse');
  const second = await createOrganisation(db, 'Second Org Pty Ltd');
  const adelaide = await createSite(db, second.id, 'Adelaide Hub', { dangerousGoodsTransacting: true });
  const alice = await createUser(db, { username: 'alice', siteIds: [melbourne.id, sydney.id] });
  await createUser(db, { username: 'dan', siteIds: [melbourne.id] });
  const olly = await createUser(db, { username: 'olly', siteIds: [adelaide.id] });
  for (const [userId, siteId] of [
    [alice.id, melbourne.id],
    [olly.id, adelaide.id],
  ] as const) {
    await db
      .update(memberships)
      .set({ canTransactDangerousGoods: true })
      .where(and(eq(memberships.userId, userId), eq(memberships.siteId, siteId)));
  }

  const signIn = (username: 'alice' | 'dan' | 'olly') => signedInClient(t.app, username, TEST_PASSWORD);

  return {
    ids: {
      demo: demo.id,
      melbourne: melbourne.id,
      sydney: sydney.id,
      second: second.id,
      adelaide: adelaide.id,
    },
    signIn,
  };
}

export type ReferenceDataWorld = Awaited<ReturnType<typeof createReferenceDataWorld>>;

/** A fresh app and reference-data world with the named users signed in, and the world's ids at hand. */
export async function openReferenceDataWorld<const U extends 'alice' | 'dan' | 'olly'>(...users: U[]) {
  const opened = await openWorld(createReferenceDataWorld, ...users);
  return { ...opened, ids: opened.world.ids };
}

/** openReferenceDataWorld for the whole suite: opened before its first test, closed after its last. */
export function useReferenceDataWorld<const U extends 'alice' | 'dan' | 'olly'>(...users: U[]) {
  return useOpened(() => openReferenceDataWorld(...users));
}

/** The first error of a JSON:API error answer. */
export function firstError(body: unknown): { detail?: string; source?: { pointer: string }; status: string } {
  const errors = (body as { errors?: { detail?: string; source?: { pointer: string }; status: string }[] })
    .errors;
  const first = errors?.[0];
  if (!first) throw new Error(`no errors in ${JSON.stringify(body)}`);
  return first;
}

/** Every error of a JSON:API error answer as pointer and detail. */
export function errorList(body: unknown): { pointer: string | undefined; detail: string | undefined }[] {
  const errors = (body as { errors?: { detail?: string; source?: { pointer: string } }[] }).errors ?? [];
  return errors.map((e) => ({ pointer: e.source?.pointer, detail: e.detail }));
}
