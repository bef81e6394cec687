import { describe, expect, it } from 'vitest';
import { decodeSuggestionId, encodeSuggestionId } from './suggestion-id';

describe('suggestion ids', () => {
  it('carry the suggestion there and back', () => {
    const content = { line1: '12 Smith St', line2: 'Unit 4', localityId: 42 };
    expect(decodeSuggestionId(encodeSuggestionId(content))).toEqual(content);
    expect(decodeSuggestionId(encodeSuggestionId({ ...content, line2: null }))).toEqual({
      ...content,
      line2: null,
    });
  });

  it('reject anything that is not one', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const id of [
      'not-base64-json',
      encode({ line1: 'x' }),
      encode(['', null, 1]),
      encode(['1 A St', 5, 1]),
      encode(['1 A St', null, 1.5]),
      encode(['1 A St', null, 0]),
      encode(['x'.repeat(101), null, 1]),
    ])
      expect(decodeSuggestionId(id)).toBeNull();
  });
});
