import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ApiRequestError } from '../../lib/api-error';
import { displayMessageFor } from '../../lib/display-message';
import { ListPanel } from './ListPanel';

const rows = (names: string[]) => (
  <ul>
    {names.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe("a list's panel", () => {
  it('shows a loader until the first page is read', () => {
    renderWithProviders(
      <ListPanel<string[]> query={{ isError: false, error: null }} loadingLabel="Loading presets">
        {rows}
      </ListPanel>,
    );
    expect(screen.getByText('Loading presets')).toBeTruthy();
  });

  it('shows the rows once read', () => {
    renderWithProviders(
      <ListPanel query={{ data: ['PAL', 'CTN'], isError: false, error: null }} loadingLabel="Loading presets">
        {rows}
      </ListPanel>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PAL', 'CTN']);
  });

  it('says what stopped the read', () => {
    const down = new ApiRequestError('network', undefined, []);
    renderWithProviders(
      <ListPanel<string[]> query={{ isError: true, error: down }} loadingLabel="Loading presets">
        {rows}
      </ListPanel>,
    );
    expect(screen.getByText(displayMessageFor(down))).toBeTruthy();
    expect(screen.queryByText('Loading presets')).toBeNull();
  });
});
