import PDFDocument from 'pdfkit';
import { pdfBytes } from '../platform/documents/pdf-bytes';

export interface PodPdfInput {
  consignmentNo: string;
  carrierName: string;
  receivedBy: string;
  deliveredAt: Date;
  place: string;
  items: number;
}

/**
 * A carrier's proof of delivery as a one-page PDF: the consignment, who signed, when and where, and a drawn
 * signature. What a carrier's handheld would produce, for the demo and the simulator.
 */
export function podPdf(input: PodPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: `Proof of delivery ${input.consignmentNo}` },
  });
  const bytes = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(18).text('Proof of delivery');
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555').text(input.carrierName);
  doc.moveDown(1).fillColor('#000').fontSize(11);
  const rows: [string, string][] = [
    ['Consignment', input.consignmentNo],
    ['Delivered', input.deliveredAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
    ['Delivered to', input.place],
    ['Items', String(input.items)],
    ['Received by', input.receivedBy],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.moveDown(0.2);
  }
  // a signature: a few strokes seeded by the consignment number, so each POD looks its own
  const y = doc.y + 40;
  const seed = [...input.consignmentNo].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  doc.moveTo(50, y);
  for (let i = 1; i <= 12; i++) doc.lineTo(50 + i * 16, y - 12 * Math.sin((seed + i * 37) % 7) + (i % 2) * 6);
  doc.lineWidth(1.4).stroke('#1a3a8a');
  doc
    .moveTo(40, y + 18)
    .lineTo(280, y + 18)
    .lineWidth(0.5)
    .stroke('#999');
  doc
    .fontSize(8)
    .fillColor('#555')
    .text('Signature', 40, y + 22);
  doc.end();
  return bytes;
}
