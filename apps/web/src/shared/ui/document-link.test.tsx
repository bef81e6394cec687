import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { documentLinkProps } from './document-link';

const synthetic = vi.hoisted(() => ({ value: false }));
vi.mock('../lib/synthetic-run', () => ({ isSyntheticRun: () => synthetic.value }));

afterEach(() => {
  synthetic.value = false;
});

const PDF = '/document/manifest/7';

function link(popups: boolean) {
  renderWithProviders(<a {...documentLinkProps(PDF, popups)}>View PDF</a>);
  return screen.getByRole('link', { name: 'View PDF' });
}

/** window.open answering as a browser that opens (a window) or blocks (null) the pop-up. */
function browser(blocks: boolean) {
  return vi.spyOn(window, 'open').mockImplementation(() => (blocks ? null : ({} as Window)));
}

describe('document links (E09-E12, N16)', () => {
  it('open the document in a new window through the one function when pop-ups are on', () => {
    const open = browser(false);
    const anchor = link(true);
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(fireEvent.click(anchor)).toBe(false);
    expect(open).toHaveBeenCalledWith(PDF, '_blank');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tell the user when the browser blocks the pop-up', async () => {
    browser(true);
    fireEvent.click(link(true));
    const dialog = await screen.findByRole('dialog', { name: 'Pop-ups are blocked on this browser' });
    expect(dialog.textContent).toContain('"Always allow"');
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('say nothing of a blocked pop-up in a synthetic run', () => {
    synthetic.value = true;
    browser(true);
    fireEvent.click(link(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leave a modified click to the browser', () => {
    const open = browser(false);
    expect(fireEvent.click(link(true), { ctrlKey: true })).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('are ordinary links in this tab when the documentPopups flag is off', () => {
    const open = browser(false);
    const anchor = link(false);
    expect(anchor.getAttribute('target')).toBeNull();
    expect(anchor.getAttribute('href')).toBe(PDF);
    // jsdom does not navigate, so the default is kept and window.open is never called
    anchor.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(anchor);
    expect(open).not.toHaveBeenCalled();
  });
});
