import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TableScroller } from './TableScroller';

/** jsdom lays nothing out: the box's overflow and its content's width are given as a narrow screen would give them. */
function layOut({
  overflowX,
  contentWidth,
  contentHeight = 400,
}: {
  overflowX: string;
  contentWidth: number;
  contentHeight?: number;
}) {
  const computed = window.getComputedStyle.bind(window);
  const overflow: Record<string, string> = {
    overflowX,
    overflowY: overflowX === 'visible' ? 'visible' : 'auto',
  };
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    return new Proxy(style, {
      get: (target, key) => {
        if (typeof key === 'string' && key in overflow) return overflow[key];
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(356);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
}

function renderTable({ stickyHeader = false }: { stickyHeader?: boolean } = {}) {
  render(
    <TableScroller label="Consignments" stickyHeader={stickyHeader}>
      <table aria-label="Consignments">
        <tbody>
          <tr>
            <td>MAL000000635</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>,
  );
}

describe('the table scroller', () => {
  it('is a named region the keyboard reaches while it scrolls a wide table sideways', () => {
    layOut({ overflowX: 'auto', contentWidth: 960 });
    renderTable();
    const region = screen.getByRole('region', { name: 'Consignments' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table', { name: 'Consignments' }))).toBe(true);
  });

  it('is a named region the keyboard reaches while it scrolls a long list down, its table no wider than it', () => {
    // a list's box (stickyHeader) is no taller than the window on a narrow screen: its rows scroll under the header
    layOut({ overflowX: 'auto', contentWidth: 356, contentHeight: 1700 });
    renderTable({ stickyHeader: true });
    expect(screen.getByRole('region', { name: 'Consignments' }).tabIndex).toBe(0);
  });

  it("gives a long list's box the height of what follows it to the page's foot, rounded up, for its stylesheet", () => {
    // jsdom lays nothing out: the page ends 252.3 px below the box (the list's paging and the app's footer)
    layOut({ overflowX: 'auto', contentWidth: 356, contentHeight: 1700 });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(this: Element) {
      return DOMRect.fromRect({ y: 0, height: this === document.documentElement ? 1728.4 : 1476.1 });
    });
    renderTable({ stickyHeader: true });
    const box = screen.getByRole('region', { name: 'Consignments' });
    expect(box.style.getPropertyValue('--scroller-height-below')).toBe('253px');
  });

  it("leaves a table's box that is not a long list's without that height", () => {
    layOut({ overflowX: 'auto', contentWidth: 960 });
    renderTable();
    expect(
      screen.getByRole('region', { name: 'Consignments' }).style.getPropertyValue('--scroller-height-below'),
    ).toBe('');
  });

  it('is a plain box, out of the tab order, where the table fits or the screen lets it overflow', () => {
    layOut({ overflowX: 'auto', contentWidth: 356 });
    renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    vi.restoreAllMocks();
    layOut({ overflowX: 'visible', contentWidth: 960 });
    renderTable();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('table')[1]?.parentElement?.hasAttribute('tabindex')).toBe(false);
  });
});
