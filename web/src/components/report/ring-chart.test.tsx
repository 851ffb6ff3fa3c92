import { fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RingChart } from './ring-chart';

const segments = [
  { name: 'Planned', value: 3, color: 'blue.7' },
  { name: 'Done', value: 1, color: 'teal.7' },
];

const renderRing = (props: Partial<ComponentProps<typeof RingChart>> = {}) =>
  renderWithProviders(
    <RingChart
      segments={segments}
      label="4"
      size={120}
      ariaLabel="Visits by status"
      valueFormatter={String}
      {...props}
    />,
  );

describe('RingChart', () => {
  it('is one image named by its title, with a drawn segment per group and the total inside', async () => {
    const { container } = await renderRing();
    const image = await screen.findByRole('img', { name: 'Visits by status' });
    const drawn = container.querySelectorAll('svg [data-segment]');
    expect([...drawn].map((shape) => shape.getAttribute('data-segment'))).toEqual([
      'Planned',
      'Done',
    ]);
    // The theme's colours, the same as the legend's swatches.
    expect((drawn[0] as SVGElement).style.stroke).toBe('var(--mantine-color-blue-7)');
    expect((drawn[1] as SVGElement).style.stroke).toBe('var(--mantine-color-teal-7)');
    expect(image.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(image.querySelector('text')?.textContent).toBe('4');
  });

  it('draws a lone group as a whole circle', async () => {
    const { container } = await renderRing({
      segments: [{ name: 'All', value: 5, color: 'blue.7' }],
      label: '',
      ariaLabel: 'Visits',
    });
    await screen.findByRole('img', { name: 'Visits' });
    expect(container.querySelectorAll('svg circle')).toHaveLength(1);
    expect(container.querySelector('svg text')).toBeNull();
  });

  it('names the hovered segment with its formatted figure, and forgets it when the pointer leaves', async () => {
    const { container } = await renderRing({ valueFormatter: (value) => `${value} visits` });
    await screen.findByRole('img', { name: 'Visits by status' });
    const done = container.querySelector('[data-segment="Done"]');
    if (!done) throw new Error('no segment');
    fireEvent.pointerMove(done, { clientX: 10, clientY: 10 });
    expect(await screen.findByText('1 visits')).toBeTruthy();
    expect(container.querySelector('[data-segment="Planned"]')?.getAttribute('opacity')).toBe(
      '0.55',
    );
    fireEvent.pointerLeave(container.querySelector('svg')!);
    expect(screen.queryByText('1 visits')).toBeNull();
  });
});
