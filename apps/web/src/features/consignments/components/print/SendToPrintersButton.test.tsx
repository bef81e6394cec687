import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installSignedInApi } from '../../../../testing/fake-api';
import { renderWithProviders } from '../../../../testing/render';
import { SendToPrintersButton } from './SendToPrintersButton';

const popupsBlocked = vi.hoisted(() => vi.fn());
vi.mock('../../../../shared/ui/dialogs/notice-modals', () => ({ openPopupsBlockedModal: popupsBlocked }));

const LABEL = '/document?type=label&consignmentId=7';

beforeEach(() => {
  // the print agent stopped after the page showed it running
  installSignedInApi({
    'POST /api/sender/v0/autoprint/print': () => ({
      status: 409,
      body: apiErrorBody(409, 'noActiveClient', 'The print agent is not running'),
    }),
  });
});
afterEach(() => {
  popupsBlocked.mockReset();
});

function show() {
  renderWithProviders(
    <SendToPrintersButton siteId="1" consignmentIds={['7']} document="label" fallbackHref={LABEL}>
      Print labels
    </SendToPrintersButton>,
  );
}

describe('printing through the agent when it has stopped', () => {
  it('opens the PDF in a new window instead', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LABEL, '_blank'));
    expect(popupsBlocked).not.toHaveBeenCalled();
  });

  it('says how to allow pop-ups when the browser blocks that window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(popupsBlocked).toHaveBeenCalledTimes(1));
  });
});
