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
