import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { Site } from '@freight/contracts';
import { useAppForm } from '../../../shared/ui/form/use-app-form';
import { installFakeApi } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { defaultEstimateForm } from '../lib/estimate-defaults';
import { estimateFormSchema } from '../lib/estimate-form';
import { LocationFields } from './LocationFields';

function TestForm({ estimateSite }: { estimateSite: Site }) {
  const form = useAppForm(estimateFormSchema, defaultEstimateForm('outbound', estimateSite, '2026-03-09'));
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)} noValidate>
        <LocationFields site={estimateSite} side="sender" />
        <LocationFields site={estimateSite} side="receiver" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

function renderFields(estimateSite: Site) {
  installFakeApi({});
  renderWithProviders(<TestForm estimateSite={estimateSite} />);
}

describe('an estimate location (spec 3: an address, or a suburb only)', () => {
  it("sends outbound freight from the site's own address, and needs a receiver", async () => {
    renderFields(site('1', 'Melbourne DC', { addressId: 'a1' }));
    const sender = screen.getByRole('region', { name: 'Sender' });
    const receiver = screen.getByRole('region', { name: 'Receiver' });
    expect(within(sender).getByRole('radio', { name: 'Melbourne DC' })).toHaveProperty('checked', true);
    expect(within(sender).getByText("The site's own address.")).toBeTruthy();
    expect(within(receiver).getByRole('radio', { name: 'Address book' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(receiver).findByText('Cannot be blank')).toBeTruthy();
    expect(within(sender).queryByText('Cannot be blank')).toBeNull();
  });

  it('asks for a suburb only, with no street, and offers no site address when the site has none', async () => {
    renderFields(site('1', 'Melbourne DC'));
    const receiver = screen.getByRole('region', { name: 'Receiver' });
    expect(within(receiver).queryByRole('radio', { name: 'Melbourne DC' })).toBeNull();
    await userEvent.click(within(receiver).getByRole('radio', { name: 'Suburb only' }));
    const suburb = within(receiver).getByLabelText(/Receiver suburb, state and postcode/, {
      selector: 'input',
    });
    expect(within(receiver).queryByRole('textbox', { name: /street/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(suburb.getAttribute('aria-invalid')).toBe('true'));
    expect(within(receiver).getByText('Cannot be blank')).toBeTruthy();
  });
});
