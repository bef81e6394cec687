import type { Site } from '@freight/contracts';

/** Spec 6: dangerous goods can be sent from the site while its feature is on for this user. */
export const canSendDangerousGoods = (
  site: Pick<Site, 'dangerousGoods' | 'userCanTransactWithDangerousGoods'>,
): boolean => site.dangerousGoods.isTransacting && site.userCanTransactWithDangerousGoods;
