import { eq } from 'drizzle-orm';
import { packagingTypeNames } from '@freight/contracts';
import { credentials, memberships, organisations, sites, userMfa, users } from '../db/schema';
import type { Db } from '../platform/db/client';
import { insertOne } from '../platform/db/insert-one';
import { hashPassword } from '../platform/security/passwords';

export const TEST_PASSWORD = 'Shipper2026';
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export async function createOrganisation(
  db: Db,
  name: string,
  status: 'onboarding' | 'transacting' | 'suspended' | 'offboarded' = 'transacting',
) {
  return insertOne(db, organisations, { name, status }, 'organisation');
}

export async function createSite(
  db: Db,
  organisationId: number,
  name: string,
  values: Partial<typeof sites.$inferInsert> = {},
) {
  return insertOne(
    db,
    sites,
    {
      organisationId,
      name,
      displayName: name,
      label: name,
      packagingTypes: [...packagingTypeNames],
      ...values,
    },
    'site',
  );
}

/** Sets a site's columns straight in its row, as the admin CLI or another process would. */
export async function updateSite(db: Db, siteId: number, values: Partial<typeof sites.$inferInsert>) {
  await db.update(sites).set(values).where(eq(sites.id, siteId));
}

export interface UserFixture {
  username: string;
  email?: string | null;
  siteIds?: number[];
  temporary?: boolean;
  temporaryExpiresAt?: Date;
  totpSecret?: string;
  acceptedTermsAt?: Date | null;
  passwordResetRequired?: boolean;
}

export async function createUser(db: Db, fixture: UserFixture) {
  const user = await insertOne(
    db,
    users,
    {
      username: fixture.username.toLowerCase(),
      email: fixture.email === undefined ? `${fixture.username}@example.com` : fixture.email,
      fullName: `${fixture.username} Tester`,
      acceptedTermsAt: fixture.acceptedTermsAt === undefined ? new Date() : fixture.acceptedTermsAt,
      passwordResetRequired: fixture.passwordResetRequired ?? false,
    },
    'user',
  );
  await db.insert(credentials).values({
    userId: user.id,
    passwordHash: await testPasswordHash(),
    isTemporary: fixture.temporary ?? false,
    temporaryExpiresAt: fixture.temporaryExpiresAt ?? null,
  });
  if (fixture.totpSecret) {
    await db
      .insert(userMfa)
      .values({ userId: user.id, totpEnabled: true, totpSecret: fixture.totpSecret, preferred: 'TOTP' });
  }
  for (const siteId of fixture.siteIds ?? [])
    await db.insert(memberships).values({ userId: user.id, siteId });
  return user;
}
