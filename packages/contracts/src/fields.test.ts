import { describe, expect, it } from 'vitest';
import { idField, isRecordIdText } from './fields';

describe('isRecordIdText', () => {
  const cases = [
    '1',
    '42',
    '2147483647',
    '2147483648',
    '0',
    '00',
    '99999999999999999999999',
    'abc',
    '3x',
    '-1',
    '',
  ];

  it('takes exactly the texts the API takes as an id', () => {
    for (const text of cases)
      expect([text, isRecordIdText(text)]).toEqual([text, idField().safeParse(text).success]);
  });

  it('takes digits from 1 up to the largest id, nothing else', () => {
    expect(cases.filter(isRecordIdText)).toEqual(['1', '42', '2147483647']);
  });
});
