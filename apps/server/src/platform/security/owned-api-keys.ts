import type { DbOrTx } from '../db/transaction';
import type { apiKeyStore } from './api-key-store';

type KeyStore = Pick<ReturnType<typeof apiKeyStore>, 'issue' | 'revoke' | 'list' | 'find'>;

/** Whom keys are issued to (a carrier, a site), as found by id or name. */
interface KeyOwner {
  id: number;
  name: string;
}

/** A key just issued, with its owner as `<kind>Id` and `<kind>Name` (carrierId, siteName). */
export type IssuedApiKey<K extends string> = { id: number; key: string } & Record<`${K}Id`, number> &
  Record<`${K}Name`, string>;

/**
 * The key operations carrier and site keys share, with the owner named by reference (an id or a name, as the CLI
 * and test setup give it) rather than by row id. `kind` names the owner's fields in what they answer.
 */
export function ownedApiKeys<K extends string, O extends KeyOwner>(
  kind: K,
  store: KeyStore,
  ownerByRef: (db: DbOrTx, ref: string | number) => Promise<O>,
) {
  return {
    async issue(db: DbOrTx, ref: string | number, label: string): Promise<IssuedApiKey<K>> {
      const owner = await ownerByRef(db, ref);
      const { id, key } = await store.issue(db, owner.id, label);
      // the computed keys are `${K}Id` and `${K}Name`, which TypeScript cannot follow through a template
      return { id, key, [`${kind}Id`]: owner.id, [`${kind}Name`]: owner.name } as IssuedApiKey<K>;
    },

    revoke: store.revoke,

    /** The owner and its keys, newest first, without their hashes. */
    async list(db: DbOrTx, ref: string | number) {
      const owner = await ownerByRef(db, ref);
      return { owner, keys: await store.list(db, owner.id) };
    },

    /** The key's id and whom it acts for, or null when it is not a live key. */
    find: store.find,
  };
}
