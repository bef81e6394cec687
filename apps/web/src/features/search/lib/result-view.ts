import { MARK_START, MARK_STOP } from '../../../shared/lib/highlight-markers';
import type { ConsignmentSummary } from '@freight/contracts';
import { highlightMatches, searchTerms } from '@freight/rules';
import { consignmentStatusLabel } from '../../../shared/lib/consignment-status';

/** U07-U15: what a result row shows, each text with the search's matches between the highlight markers. */
export interface ResultView {
  id: string;
  type: ConsignmentSummary['type'];
  status: string;
  dangerousGoods: boolean;
  consignmentNo: string;
  sender: string;
  receiver: string;
  site: string;
  siteId: string;
  dispatchDate: string;
  carrier: string;
  references: string;
  previousConsignmentNumbers: string;
}

export function resultView(consignment: ConsignmentSummary, text: string): ResultView {
  const terms = searchTerms(text);
  const mark = (value: string) => highlightMatches(value, terms, MARK_START, MARK_STOP);
  return {
    id: consignment.id,
    type: consignment.type,
    status: consignment.isFullyDelivered ? 'Delivered' : consignmentStatusLabel(consignment),
    dangerousGoods: consignment.hasDangerousGoods,
    consignmentNo: mark(consignment.consignmentNo),
    sender: mark(consignment.sender.name),
    receiver: mark(consignment.receiver.name),
    site: consignment.site.name,
    siteId: consignment.site.id,
    dispatchDate: consignment.dispatchDate,
    carrier: consignment.carrier.name,
    references: mark(consignment.references.join(', ')),
    previousConsignmentNumbers: mark(consignment.previousConsignmentNumbers.join(', ')),
  };
}
