/**
 * The HTML part sent beside every message's text. The text stays the message: this only lays it out, so the
 * two never say different things. Inline styles and one table, because mail clients drop style sheets.
 */

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A link, less the punctuation that ends the sentence it stands in. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

const linkStyle = 'color:#0b5cad';
const buttonBase =
  'display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:6px;font-weight:600;' +
  'text-decoration:none;border:2px solid #0b5cad';
/** The first of a row of buttons is the one the message asks for; the others are outlined. */
const buttonStyle = (first: boolean) =>
  `${buttonBase};${first ? 'background:#0b5cad;color:#ffffff' : 'background:#ffffff;color:#0b5cad'}`;

function withLinks(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const at = match.index;
    html += escapeHtml(line.slice(last, at));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="${linkStyle}">${url}</a>`;
    last = at + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

const LABELLED = /^([A-Z][^:]{0,40}):(?: (.+))?$/;
const LABELLED_LINK = /^[A-Z][^:]{0,40}: https?:\/\/\S+$/;

/** "Label: value" with the label in bold; a label alone heads the lines under it. */
function lineHtml(line: string): string {
  const labelled = LABELLED.exec(line.trim());
  if (labelled) {
    const [, label = '', value] = labelled;
    return `<strong>${escapeHtml(label)}:</strong>${value === undefined ? '' : ` ${withLinks(value)}`}`;
  }
  const html = withLinks(line.trim());
  return /^\s/.test(line) ? `<span style="display:inline-block;padding-left:16px">${html}</span>` : html;
}

/** "Label: link" as a button named by its label. */
function buttonHtml(line: string, index: number): string {
  const [label = '', url = ''] = line.trim().split(/: (.*)/);
  return `<a href="${escapeHtml(url)}" style="${buttonStyle(index === 0)}">${escapeHtml(label)}</a>`;
}

/** A paragraph per block of lines; a block of nothing but labelled links is a row of buttons. */
function blockHtml(lines: string[]): string {
  return lines.every((line) => LABELLED_LINK.test(line.trim()))
    ? `<p style="margin:0 0 8px">${lines.map(buttonHtml).join(' ')}</p>`
    : `<p style="margin:0 0 16px">${lines.map(lineHtml).join('<br>')}</p>`;
}

export function mailHtml(text: string, brandName: string): string {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  const brand = escapeHtml(brandName);
  return [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="margin:0;padding:0;background:#f3f5f8">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8">',
    '<tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" ',
    'style="max-width:600px;background:#ffffff;border-radius:8px;',
    'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    `<tr><td style="padding:16px 24px;border-bottom:1px solid #e1e5ea;font-size:17px;font-weight:700">${brand}</td></tr>`,
    `<tr><td style="padding:24px">${blocks.map(blockHtml).join('')}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}
