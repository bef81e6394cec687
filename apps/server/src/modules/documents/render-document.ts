import type { DocumentType } from '../../db/schema/documents';
import { renderConnote } from './render/connote';
import { renderDangerousGoodsSummary } from './render/dg-summary';
import { renderLabels } from './render/label';
import type { RenderOptions } from './render/pdf';
import type { ConsignmentDocumentInput } from './render-input';

/** The PDF of one document type for a consignment. */
export function renderConsignmentDocument(
  type: DocumentType,
  input: ConsignmentDocumentInput,
  options?: RenderOptions,
): Promise<Buffer> {
  switch (type) {
    case 'label':
      return renderLabels(input, options);
    case 'connote':
      return renderConnote(input, options);
    case 'dgSummary':
      return renderDangerousGoodsSummary(input, options);
    case 'manifest':
      throw new Error('a manifest is not a consignment document');
  }
}

/** Whether a consignment has this document at all: only one with dangerous goods has a DG summary. */
export function hasConsignmentDocument(type: DocumentType, input: ConsignmentDocumentInput): boolean {
  if (type === 'dgSummary') return input.dangerousGoods.length > 0;
  if (type === 'label') return input.items.length > 0;
  return type === 'connote';
}
