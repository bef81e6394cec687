import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_ERROR, formMessagesA, formMessagesB } from '@freight/contracts';
import { fieldErrorText, sentenceCase } from './forms';

describe('form messages (spec 5.1)', () => {
  it('set A reads as the spec (G01-G08)', () => {
    expect(formMessagesA.required).toBe('Value is required');
    expect(formMessagesA.numeric).toBe('Value must be numeric');
    expect(formMessagesA.email).toBe('Value is not a valid email address');
    expect(formMessagesA.maxLength(50)).toBe('The maximum length allowed is 50');
    expect(formMessagesA.minLength(3)).toBe('This field should be at least 3 characters long');
    expect(formMessagesA.minValue(1)).toBe('The minimum value allowed is 1');
    expect(formMessagesA.maxValue(99)).toBe('The maximum value allowed is 99');
    expect(formMessagesA.integer).toBe('Value is not an integer');
  });

  it('set B reads as the spec (G09-G29)', () => {
    expect(formMessagesB.required).toBe('cannot be blank');
    expect(formMessagesB.number).toBe('enter a valid number');
    expect(formMessagesB.integer).toBe('enter a valid number');
    expect(formMessagesB.email).toBe('must be a valid email');
    expect(formMessagesB.date).toBe('enter a valid date');
    expect(formMessagesB.time).toBe('enter a valid time');
    expect(formMessagesB.times).toBe('end time must be after start time');
    expect(formMessagesB.minimumDuration(30)).toBe('must be at least 30 minutes');
    expect(formMessagesB.range).toBe('must be within valid ranges');
    expect(formMessagesB.match).toBe('values must match');
    expect(formMessagesB.maxLength(40)).toBe('cannot be more than 40 characters');
    expect(formMessagesB.minLength(2)).toBe('cannot be less than 2 characters');
    expect(formMessagesB.maximum(100)).toBe('must be 100 or less');
    expect(formMessagesB.minimum(1)).toBe('must be 1 or greater');
    expect(formMessagesB.greaterThan(0)).toBe('must be greater than 0');
    expect(formMessagesB.requiredValue('true')).toBe('must be true');
    expect(formMessagesB.dateAfter('2026-01-01')).toBe('date must be after 2026-01-01');
    expect(formMessagesB.unique).toBe('values must be unique');
    expect(formMessagesB.oneOf(['chep', 'loscam', 'other'])).toBe('must be one of: chep, loscam, other');
    expect(formMessagesB.decimals(2)).toBe('must not have more than 2 decimal places');
    expect(formMessagesB.spaces).toBe('cannot contain spaces');
  });

  it('sentence-cases the first letter only (G32)', () => {
    expect(sentenceCase('cannot be blank')).toBe('Cannot be blank');
    expect(sentenceCase('must be one of: chep, loscam')).toBe('Must be one of: chep, loscam');
    expect(sentenceCase('1300 numbers must have 10 digits')).toBe('1300 numbers must have 10 digits');
    expect(sentenceCase('')).toBe('');
  });

  it('shows the default for an error without text (G34)', () => {
    expect(DEFAULT_FIELD_ERROR).toBe('invalid field');
    expect(fieldErrorText(undefined)).toBe('invalid field');
    expect(fieldErrorText('')).toBe('invalid field');
    expect(fieldErrorText('values must match')).toBe('Values must match');
  });
});
