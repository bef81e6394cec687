import { drawFitted, fitText } from './fit-text';
import { BOLD, line, MM, mm, REGULAR, type Pdf } from './pdf';

export interface Column<Row> {
  title: string;
  /** Millimetres. */
  width: number;
  align?: 'left' | 'right' | 'center';
  value: (row: Row) => string;
  /** Wrapped over as many lines as it needs, never cut (names, descriptions); other cells are one line. */
  wrap?: boolean;
}

export interface TableLayout {
  x: number;
  /** Where rows must stop on a page; the caller's `newPage` returns where the next page's table starts. */
  bottom: number;
  rowHeight?: number;
  newPage: () => number;
}

/** Millimetres. */
export const HEADER_HEIGHT = 6;

/** A table's shaded row of column titles at (x, y), as wide as its columns. Returns the y under it. */
export function headerRow(
  doc: Pdf,
  columns: readonly Pick<Column<unknown>, 'title' | 'width' | 'align'>[],
  x: number,
  y: number,
): number {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.rect(mm(x), mm(y), mm(width), mm(HEADER_HEIGHT)).fillColor('#e6e6e6').fill();
  doc.fillColor('black');
  let cx = x;
  for (const c of columns) {
    line(doc, c.title, mm(cx + 1), mm(y + 1.8), mm(c.width - 2), BOLD, 7.5, c.align);
    cx += c.width;
  }
  return y + HEADER_HEIGHT;
}

/** Rows under a shaded header, continued with the header again on new pages. Returns the y after the table. */
export function drawTable<Row>(
  doc: Pdf,
  columns: Column<Row>[],
  rows: Row[],
  top: number,
  layout: TableLayout,
): number {
  const rowHeight = layout.rowHeight ?? 6;
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  let y = headerRow(doc, columns, layout.x, top);
  for (const row of rows) {
    const cells = columns.map((c) =>
      c.wrap
        ? fitText(doc, c.value(row), mm(c.width - 2), { font: REGULAR, size: 8, minSize: 8, maxLines: 99 })
        : null,
    );
    const extraLines = Math.max(0, ...cells.map((cell) => (cell ? cell.lines.length - 1 : 0)));
    const height = rowHeight + (extraLines * 8 * 1.15) / MM;
    if (y + height > layout.bottom) y = headerRow(doc, columns, layout.x, layout.newPage());
    let cx = layout.x;
    columns.forEach((c, i) => {
      const cell = cells[i];
      if (cell)
        drawFitted(doc, { ...cell, align: c.align ?? 'left' }, mm(cx + 1), mm(y + 1.8), mm(c.width - 2));
      else line(doc, c.value(row), mm(cx + 1), mm(y + 1.8), mm(c.width - 2), REGULAR, 8, c.align);
      cx += c.width;
    });
    y += height;
    doc
      .moveTo(mm(layout.x), mm(y))
      .lineTo(mm(layout.x + width), mm(y))
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
    doc.strokeColor('black');
  }
  return y;
}
