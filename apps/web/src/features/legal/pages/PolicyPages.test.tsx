import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderWithRouter } from '../../../testing/render';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfUsePage } from './TermsOfUsePage';

const documents = [
  {
    family: 'termsOfUse',
    effectiveDate: '2021-03-31',
    title: 'Terms of Use',
    markdown: 'Keep your password **confidential**.',
  },
  {
    family: 'privacy',
    effectiveDate: '2021-05-28',
    title: 'Privacy Policy',
    markdown: '## Collection\n\nWe collect what we need.',
  },
  {
    family: 'creditReporting',
    effectiveDate: '2021-03-31',
    title: 'Credit Reporting Policy',
    markdown: 'We may report overdue accounts.',
  },
];

function open(page: ReactElement, answer: FakeAnswer = { body: { documents } }) {
  installFakeApi({ 'GET /api/legal/documents': () => answer });
  renderWithRouter(page);
}

describe('the public policy pages (spec 2.1)', () => {
  it('shows the terms of use with their effective date', async () => {
    open(<TermsOfUsePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Effective 31 March 2021')).toBeTruthy();
    expect(screen.getByText('confidential').tagName).toBe('STRONG');
    expect(screen.queryByRole('heading', { name: 'Privacy Policy' })).toBeNull();
  });

  it('shows the privacy policy, then the credit reporting policy under it', async () => {
    open(<PrivacyPolicyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Effective 28 May 2021')).toBeTruthy();
    // the policy's own headings sit below its title
    expect(screen.getByRole('heading', { level: 3, name: 'Collection' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Credit Reporting Policy' })).toBeTruthy();
    expect(screen.getByText('We may report overdue accounts.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('asks to refresh when the documents cannot be loaded', async () => {
    open(<TermsOfUsePage />, { status: 500, body: { errors: [{ status: '500', code: 'internal' }] } });
    expect(await screen.findByText('There was an error. Try refreshing the page')).toBeTruthy();
  });
});
