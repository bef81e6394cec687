import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ContactText } from './ContactText';

describe('support contacts in a message', () => {
  it('links the phone number and the e-mail address, and only them', () => {
    renderWithProviders(
      <p>
        <ContactText
          text="To change your response, email help@freight.example or call 1300 000 111."
          phone="1300 000 111"
          email="help@freight.example"
        />
      </p>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['help@freight.example', 'mailto:help@freight.example'],
      ['1300 000 111', 'tel:1300000111'],
    ]);
  });

  it('makes no empty link while the contacts are not known yet', () => {
    renderWithProviders(
      <p>
        <ContactText text="Please phone support on ." phone="" email="" />
      </p>,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('Please phone support on .')).toBeTruthy();
  });

  it('makes no empty link when only the e-mail address is known', () => {
    renderWithProviders(
      <p>
        <ContactText text="Email help@freight.example or call ." phone="" email="help@freight.example" />
      </p>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['help@freight.example']);
  });
});
