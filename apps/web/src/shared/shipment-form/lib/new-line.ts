import type { LineForm } from './line-form';

let lineCount = 0;
/** A key for a new line: unique within the page and a valid line key (a letter first) for error pointers. */
export const nextLineKey = () => `line-${(lineCount += 1)}`;

/** Spec 5 (M29): a new line item has a quantity of 1 and nothing else yet. */
export function newLine(): LineForm {
  return {
    key: nextLineKey(),
    code: '',
    presetId: null,
    packagingType: null,
    description: '',
    quantity: 1,
    length: null,
    width: null,
    height: null,
    weight: null,
    dangerousGoods: [],
  };
}
