import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/test/resize-observer';
import { rowWindow, useFixedRowWindow, type RowWindowOptions } from './use-fixed-row-window';

const OPTIONS: RowWindowOptions = { count: 1000, rowHeight: 40, overscan: 5, initialHeight: 400 };

describe('rowWindow', () => {
  it('holds the rows in view and the margin on each side, with the rest as padding', () => {
    // 400 px show 10 rows, and one more for a partly scrolled first row.
    expect(rowWindow({ first: 100, visible: 11 }, OPTIONS)).toEqual({
      start: 95,
      end: 116,
      paddingTop: 95 * 40,
      paddingBottom: (1000 - 116) * 40,
    });
  });

  it('stops at the first and the last row', () => {
    expect(rowWindow({ first: 0, visible: 11 }, OPTIONS)).toMatchObject({ start: 0, end: 16 });
    expect(rowWindow({ first: 995, visible: 11 }, OPTIONS)).toMatchObject({
      start: 990,
      end: 1000,
      paddingBottom: 0,
    });
  });

  it('shows nothing of a view scrolled past rows that are gone', () => {
    expect(rowWindow({ first: 500, visible: 11 }, { ...OPTIONS, count: 20 })).toEqual({
      start: 20,
      end: 20,
      paddingTop: 800,
      paddingBottom: 0,
    });
    expect(rowWindow({ first: 0, visible: 11 }, { ...OPTIONS, count: 0 })).toEqual({
      start: 0,
      end: 0,
      paddingTop: 0,
      paddingBottom: 0,
    });
  });
});

describe('useFixedRowWindow', () => {
  afterEach(() => vi.unstubAllGlobals());

  let renders = 0;
  function Rows({ count }: { count: number }) {
    const ref = useRef<HTMLDivElement>(null);
    const { start, end } = useFixedRowWindow(ref, { ...OPTIONS, count });
    renders += 1;
    return (
      <div ref={ref} data-testid="area">
        rows {start}–{end}
      </div>
    );
  }

  it('follows the scroll offset and the height the browser reports', () => {
    const reportSize = stubResizeObserver();
    render(<Rows count={1000} />);
    expect(screen.getByText('rows 0–16')).toBeInTheDocument();

    const area = screen.getByTestId('area');
    area.scrollTop = 4000;
    fireEvent.scroll(area);
    expect(screen.getByText('rows 95–116')).toBeInTheDocument();

    // A phone's shorter area: 200 px hold 5 rows and a partial one.
    act(() => reportSize({ inlineSize: 300, blockSize: 200 }));
    expect(screen.getByText('rows 95–111')).toBeInTheDocument();
  });

  it('renders again only when another row comes into view', () => {
    render(<Rows count={1000} />);
    const area = screen.getByTestId('area');
    area.scrollTop = 4000;
    fireEvent.scroll(area);
    const before = renders;
    for (const offset of [4005, 4010, 4020, 4039]) {
      area.scrollTop = offset;
      fireEvent.scroll(area);
    }
    expect(renders).toBe(before);
    area.scrollTop = 4040;
    fireEvent.scroll(area);
    expect(renders).toBe(before + 1);
    expect(screen.getByText('rows 96–117')).toBeInTheDocument();
  });

  it('stops listening once the area is gone', () => {
    const { unmount } = render(<Rows count={1000} />);
    const area = screen.getByTestId('area');
    const remove = vi.spyOn(area, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
