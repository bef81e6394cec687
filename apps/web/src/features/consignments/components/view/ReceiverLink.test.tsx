import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { csrfRoute, installFakeApi } from '../../../../testing/fake-api';
import { renderWithProviders } from '../../../../testing/render';
import { ReceiverLink } from './ReceiverLink';

describe('the receiver tracking link', () => {
  it('shows the link made in place of the button, and the keyboard goes on from its Copy button', async () => {
    installFakeApi({
      ...csrfRoute,
      'POST /api/sender/v0/consignments/7/tracking-link': () => ({
        status: 201,
        body: { data: { token: 'abc', path: '/track/abc' } },
      }),
    });
    renderWithProviders(<ReceiverLink consignmentId="7" />);
    await userEvent.click(screen.getByRole('button', { name: 'Get receiver tracking link' }));

    const copy = await screen.findByRole('button', { name: 'Copy' });
    expect(screen.getByRole('link', { name: `${window.location.origin}/track/abc` })).toBeTruthy();
    // the button pressed is gone: the focus is not lost to the page
    expect(document.activeElement).toBe(copy);
  });
});
