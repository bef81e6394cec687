import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { CurrentPath, renderRoutes } from '../../../testing/render';
import { AcceptTermsPage } from './AcceptTermsPage';

function start(accept: () => FakeAnswer) {
  const api = installFakeApi({
    ...csrfRoute,
    'GET /api/legal/documents': () => ({
      body: {
        documents: [
          {
            family: 'termsOfUse',
            effectiveDate: '2026-02-01',
            title: 'Terms of Use',
            markdown: 'Use the service **fairly**.',
          },
        ],
      },
    }),
    'POST /api/org/graphql': accept,
  });
  renderRoutes('/accept-terms', { '/accept-terms': <AcceptTermsPage />, '*': <CurrentPath /> });
  return api;
}

describe('accepting the terms of use (spec 4.5)', () => {
  it('shows the terms and accepts them only once the box is ticked, then opens the app', async () => {
    const api = start(() => ({
      body: { data: { acceptTerms: { acceptedTermsAt: '2026-03-05T00:00:00Z' } } },
    }));
    const terms = await screen.findByRole('region', { name: 'Terms of Use' });
    expect(await within(terms).findByRole('heading', { name: 'Terms of Use' })).toBeTruthy();
    expect(within(terms).getByText('Effective 1 February 2026')).toBeTruthy();

    const accept = screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I have read and accept the Terms of Use and the Privacy Policy',
      }),
    );
    await userEvent.click(accept);
    expect(await screen.findByText('at /')).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/org/graphql')).toBe(true);
  });

  it('says the request failed and stays when the acceptance is refused', async () => {
    start(() => ({ status: 500, body: { errors: [{ message: 'boom' }] } }));
    await screen.findByRole('region', { name: 'Terms of Use' });
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('There was a problem with the request. Please reload or try again.'),
    ).toBeTruthy();
  });
});
