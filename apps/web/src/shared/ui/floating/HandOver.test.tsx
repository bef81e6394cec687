import { Button } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { HandOver } from './HandOver';

/** A stand-in button, then (once `load` is called) the real one, which counts its clicks. */
function Control({ repeatClick, onRealClick }: { repeatClick?: boolean; onRealClick: () => void }) {
  const [ready, setReady] = useState(false);
  return (
    <>
      <HandOver ready={ready} repeatClick={repeatClick}>
        {ready ? (
          <Button onClick={onRealClick}>Consignments</Button>
        ) : (
          <Button aria-haspopup="menu" aria-expanded={false}>
            Consignments
          </Button>
        )}
      </HandOver>
      <button type="button" onClick={() => setReady(true)}>
        load
      </button>
    </>
  );
}

const loadNow = () => act(() => screen.getByRole('button', { name: 'load', hidden: true }).click());

describe('a stand-in handing over to the control it stands for', () => {
  it('keeps the name and role of the control before it loads', () => {
    renderWithProviders(<Control onRealClick={vi.fn()} />);
    const standIn = screen.getByRole('button', { name: 'Consignments' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
  });

  it('hands over the focus it had', async () => {
    const realClick = vi.fn();
    renderWithProviders(<Control onRealClick={realClick} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Consignments');
    loadNow();
    const real = screen.getByRole('button', { name: 'Consignments' });
    expect(real.getAttribute('aria-haspopup')).toBeNull();
    expect(document.activeElement).toBe(real);
    expect(realClick).not.toHaveBeenCalled();
  });

  it('repeats a click the stand-in took on the control, which opens its menu', async () => {
    const realClick = vi.fn();
    renderWithProviders(<Control onRealClick={realClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Consignments' }));
    loadNow();
    expect(realClick).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Consignments' }));
  });

  it('does not repeat the click of a stand-in that did its own work', async () => {
    const realClick = vi.fn();
    renderWithProviders(<Control repeatClick={false} onRealClick={realClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Consignments' }));
    loadNow();
    expect(realClick).not.toHaveBeenCalled();
  });

  it('gives no focus to a control whose stand-in was left alone', () => {
    renderWithProviders(<Control onRealClick={vi.fn()} />);
    loadNow();
    expect(document.activeElement).toBe(document.body);
  });
});
