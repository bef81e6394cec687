import type { DocumentType } from '../../db/schema/documents';
import type { ConsignmentDocumentInput } from './render-input';

/** Whether a consignment has this document at all: only one with dangerous goods has a DG summary. */
export function hasConsignmentDocument(type: DocumentType, input: ConsignmentDocumentInput): boolean {
  if (type === 'dgSummary') return input.dangerousGoods.length > 0;
  if (type === 'label') return input.items.length > 0;
  return type === 'connote';
}
