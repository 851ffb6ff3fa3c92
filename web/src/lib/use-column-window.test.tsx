import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/test/resize-observer';
import { columnWindow, useColumnWindow } from './use-column-window';

// A selection box, six fields and a date, as the records grid draws a collect.
const WIDTHS = [44, 200, 200, 200, 200, 200, 200, 180];

describe('columnWindow', () => {
  it('holds the columns that meet the view and its margin on each side', () => {
    // A phone's 360 px at the left edge, 200 px of margin: up to 560 px.
    expect(columnWindow(WIDTHS, { left: 0, width: 360 }, 200)).toEqual({ start: 0, end: 4 });
    // Scrolled to 700 px: from 500 to 1260 px.
    expect(columnWindow(WIDTHS, { left: 700, width: 360 }, 200)).toEqual({ start: 3, end: 8 });
  });

  it('holds every column of a view wider than the table', () => {
    expect(columnWindow(WIDTHS, { left: 0, width: 1600 }, 200)).toEqual({ start: 0, end: 8 });
    expect(columnWindow(WIDTHS, { left: 0, width: Infinity }, 200)).toEqual({ start: 0, end: 8 });
  });

  it('leaves out a column that only touches the margin’s edge', () => {
    // 44 + 200 = 244: the third column starts where the margin ends.
    expect(columnWindow(WIDTHS, { left: 0, width: 144 }, 100)).toEqual({ start: 0, end: 2 });
  });

  it('holds nothing when there are no columns', () => {
    expect(columnWindow([], { left: 0, width: 360 }, 200)).toEqual({ start: 0, end: 0 });
  });
});

describe('useColumnWindow', () => {
  afterEach(() => vi.unstubAllGlobals());

  let renders = 0;
  function Columns({ initialWidth }: { initialWidth: number }) {
    const ref = useRef<HTMLDivElement>(null);
    const { start, end } = useColumnWindow(ref, WIDTHS, { overscan: 200, initialWidth });
    renders += 1;
    return (
      <div ref={ref} data-testid="area">
        columns {start}–{end}
      </div>
    );
  }

  it('starts from the width it is given, then follows the one the browser reports and the scroll', () => {
    const reportSize = stubResizeObserver();
    render(<Columns initialWidth={412} />);
    expect(screen.getByText('columns 0–4')).toBeInTheDocument(); // up to 612 px

    act(() => reportSize({ inlineSize: 1000, blockSize: 600 }));
    expect(screen.getByText('columns 0–7')).toBeInTheDocument(); // up to 1200 px

    const area = screen.getByTestId('area');
    area.scrollLeft = 400;
    fireEvent.scroll(area);
    expect(screen.getByText('columns 1–8')).toBeInTheDocument(); // from 200 px
  });

  it('renders again only when another column comes into view', () => {
    const reportSize = stubResizeObserver();
    render(<Columns initialWidth={360} />);
    act(() => reportSize({ inlineSize: 360, blockSize: 600 }));
    const area = screen.getByTestId('area');
    const before = renders;
    for (const offset of [10, 40, 80]) {
      area.scrollLeft = offset;
      fireEvent.scroll(area);
    }
    expect(renders).toBe(before); // still up to 640 px or less: the same four columns
    area.scrollLeft = 100;
    fireEvent.scroll(area);
    expect(renders).toBe(before + 1);
    expect(screen.getByText('columns 0–5')).toBeInTheDocument();
  });

  it('keeps every column where the browser cannot report a width', () => {
    render(<Columns initialWidth={Infinity} />);
    const area = screen.getByTestId('area');
    area.scrollLeft = 600;
    fireEvent.scroll(area);
    expect(screen.getByText('columns 0–8')).toBeInTheDocument();
  });

  it('stops listening once the area is gone', () => {
    const { unmount } = render(<Columns initialWidth={360} />);
    const area = screen.getByTestId('area');
    const remove = vi.spyOn(area, 'removeEventListener');
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
