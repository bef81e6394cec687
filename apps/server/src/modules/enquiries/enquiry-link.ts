import { enquiryMessages } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';

const VIEW_PATH = /^\/(?:site|org)\/\d{1,18}\/consignment\/(\d{1,18})\/?$/;

/**
 * The consignment's link as support receives it: the path of its view in the app, on the app's own address. A
 * link to another consignment, another page or another site on the web is refused, so the e-mail support trusts
 * can never carry a stranger's address.
 */
export function consignmentLink(given: string, consignmentId: number, appUrl: string): string {
  let path: string;
  try {
    path = new URL(given).pathname;
  } catch {
    path = '';
  }
  if (VIEW_PATH.exec(path)?.[1] !== String(consignmentId))
    throw AppError.validation([
      { pointer: '/data/consignment/link', detail: enquiryMessages.notThisConsignment },
    ]);
  return `${appUrl}${path}`;
}
