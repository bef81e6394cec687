import PDFDocument from 'pdfkit';
import { pdfBytes } from '../documents/pdf-bytes';

/** A block of the guide's source: its title, subtitle, section headings, paragraphs and bulleted lists. */
export type GuideBlock =
  { kind: 'title' | 'subtitle' | 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Reads the guide's source, a small subset of Markdown: `# ` the title, the paragraph after it the subtitle, `## `
 * a section, `- ` a list item (its wrapped lines indented), and paragraphs separated by blank lines.
 */
export function parseGuide(source: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const chunk of source.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((text) => text.trim() !== '');
    const [first] = lines;
    if (first === undefined) continue;
    if (first.startsWith('# ')) blocks.push({ kind: 'title', text: first.slice(2).trim() });
    else if (first.startsWith('## ')) blocks.push({ kind: 'heading', text: first.slice(3).trim() });
    else if (first.startsWith('- ')) {
      const items: string[] = [];
      for (const text of lines)
        if (text.startsWith('- ')) items.push(text.slice(2).trim());
        else items[items.length - 1] = `${items.at(-1) ?? ''} ${text.trim()}`;
      blocks.push({ kind: 'list', items });
    } else {
      const text = lines.map((part) => part.trim()).join(' ');
      blocks.push({ kind: blocks.at(-1)?.kind === 'title' ? 'subtitle' : 'paragraph', text });
    }
  }
  return blocks;
}

const MARGIN = 56;
const BODY = 10;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
// fixed, so the same source makes the same bytes and a test can tell the committed PDF is current
const MADE = new Date(Date.UTC(2026, 0, 1));

/** The guide as an A4 PDF: a title, sections that never start at a page's foot, and numbered pages. */
export function renderGuide(blocks: readonly GuideBlock[]): Promise<Buffer> {
  const title = blocks.find((block) => block.kind === 'title');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title?.kind === 'title' ? title.text : 'User guide', CreationDate: MADE, ModDate: MADE },
  });
  const bytes = pdfBytes(doc);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  for (const block of blocks) {
    if (block.kind === 'list') {
      for (const item of block.items) {
        doc.font(REGULAR).fontSize(BODY);
        const top = doc.y;
        doc.text('•', MARGIN + 4, top, { width: 10 });
        doc.text(item, MARGIN + 16, top, { width: width - 16, lineGap: 1.5 }).moveDown(0.25);
      }
      doc.x = MARGIN;
      doc.moveDown(0.25);
    } else if (block.kind === 'title') doc.font(BOLD).fontSize(22).text(block.text, { width });
    else if (block.kind === 'subtitle')
      doc.font(REGULAR).fontSize(11).fillColor('#555555').text(block.text, { width }).fillColor('black');
    else if (block.kind === 'heading') {
      // a heading keeps at least a few lines of its section with it
      if (doc.y + 70 > bottom()) doc.addPage();
      doc.moveDown(0.9).font(BOLD).fontSize(13).text(block.text, { width }).moveDown(0.25);
    } else doc.font(REGULAR).fontSize(BODY).text(block.text, { width, lineGap: 1.5 }).moveDown(0.5);
  }

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // the foot is below the text's margin, where PDFKit would otherwise start a page of its own
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#777777')
      .text(`Page ${index + 1} of ${count}`, MARGIN, doc.page.height - MARGIN / 2 - 8, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return bytes;
}
