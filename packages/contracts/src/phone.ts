/** Spec 5.2: phone number messages, verbatim. The spec gives no text for 1800, so it follows the 1300 wording. */
export const phoneMessages = {
  oneThreeHundred: '1300 numbers must have 10 digits',
  oneEightHundred: '1800 numbers must have 10 digits',
  thirteen: '13 numbers must be 6 digits',
  tenDigits: 'must have 10 digits',
  nineDigits: 'must have 9 digits',
} as const;
