import type { DocumentType } from '../../db/schema/documents';
import type { RenderOptions } from './render/pdf';
import type { ConsignmentDocumentInput } from './render-input';

/** A consignment's PDF of one type, the renderers (PDFKit, its fonts, the barcodes) loaded with the first. */
export async function renderConsignmentPdf(
  type: Exclude<DocumentType, 'manifest'>,
  input: ConsignmentDocumentInput,
  options?: RenderOptions,
): Promise<Buffer> {
  const { renderConsignmentDocument } = await import('./render-document');
  return renderConsignmentDocument(type, input, options);
}
