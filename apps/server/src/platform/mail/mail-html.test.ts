import { describe, expect, it } from 'vitest';
import { mailHtml } from './mail-html';

const pickupText = [
  'Acme <Warehouse> asks Redback Logistics to collect freight.',
  '',
  'Pickup date: Mon, 30 Nov 2026',
  'Dangerous goods: yes, as the sender declares',
  '  UN1263 PAINT, class 3, PG II',
  '',
  'Confirm the pickup: https://freight.example/carrier-pickup?action=confirm&token=abc',
  'Reject the pickup: https://freight.example/carrier-pickup?action=reject&token=abc',
  '',
  'Read more at https://freight.example/help.',
].join('\n');

describe('the HTML part of an e-mail', () => {
  const html = mailHtml(pickupText, 'Freight & Co');

  it('heads the message with the brand, escaped', () => {
    expect(html).toContain('>Freight &#38; Co</td>');
  });

  it('escapes the text, so a name cannot write markup', () => {
    expect(html).toContain('Acme &#60;Warehouse&#62; asks');
    expect(html).not.toContain('<Warehouse>');
  });

  it('bolds each label and keeps indented entries under theirs', () => {
    expect(html).toContain('<strong>Pickup date:</strong> Mon, 30 Nov 2026');
    expect(html).toMatch(/<span style="[^"]*padding-left[^"]*">UN1263 PAINT, class 3, PG II<\/span>/);
  });

  it('makes a labelled link a button named by its label, with the link whole', () => {
    expect(html).toMatch(
      /<a href="https:\/\/freight\.example\/carrier-pickup\?action=confirm&#38;token=abc" style="[^"]*">Confirm the pickup<\/a>/,
    );
    expect(html).toContain('>Reject the pickup</a>');
  });

  it('links a link within a sentence, less the full stop after it', () => {
    expect(html).toContain(
      'Read more at <a href="https://freight.example/help" style="color:#0b5cad">https://freight.example/help</a>.',
    );
  });

  it('says everything the text says, paragraph by paragraph', () => {
    expect(html.match(/<p /g)).toHaveLength(4);
  });
});

describe('the HTML part of an e-mail whose links stand among other lines', () => {
  const html = mailHtml(
    [
      'Reason: Damaged Freight',
      'Link: https://freight.example/site/2/consignment/225',
      '',
      'Description:',
      'Two cartons arrived crushed.',
    ].join('\n'),
    'Freight',
  );

  it('keeps such a link a link after its label, not a button', () => {
    expect(html).toContain(
      '<strong>Link:</strong> <a href="https://freight.example/site/2/consignment/225" style="color:#0b5cad">',
    );
  });

  it('bolds a label that heads the lines under it', () => {
    expect(html).toContain('<strong>Description:</strong><br>Two cartons arrived crushed.');
  });
});
