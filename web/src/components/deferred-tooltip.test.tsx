import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip';

// Mantine's Tooltip is imported on demand; on a busy machine its first transform takes a while.
const ARRIVAL = 15_000;

function Search({ opened }: { opened?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  return (
    <DeferredTooltip label="Type 3 characters" target={input} opened={opened}>
      <TextInput
        ref={input}
        aria-label="Search"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </DeferredTooltip>
  );
}

describe('DeferredTooltip', () => {
  it(
    'shows while the pointer is on its target, which keeps its focus and what was typed',
    async () => {
      const user = userEvent.setup();
      render(
        <MantineProvider>
          <Search />
        </MantineProvider>,
      );
      const box = screen.getByRole('textbox', { name: 'Search' });
      await user.click(box);
      await user.keyboard('ab');
      await user.hover(box);
      expect(await screen.findByRole('tooltip', {}, { timeout: ARRIVAL })).toHaveTextContent(
        'Type 3 characters',
      );
      // Drawn beside the target, not around it: the same input, focused, what was typed kept.
      expect(screen.getByRole('textbox', { name: 'Search' })).toBe(box);
      expect(box).toHaveFocus();
      expect(box).toHaveAccessibleDescription('Type 3 characters');
      await user.keyboard('c');
      expect(box).toHaveValue('abc');

      await user.unhover(box);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
      await user.hover(box);
      expect(await screen.findByRole('tooltip')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    },
    ARRIVAL + 5000,
  );

  it(
    'shows a tooltip the screen opens, fetching its code at once',
    async () => {
      render(
        <MantineProvider>
          <Search opened />
        </MantineProvider>,
      );
      expect(await screen.findByRole('tooltip', {}, { timeout: ARRIVAL })).toHaveTextContent(
        'Type 3 characters',
      );
    },
    ARRIVAL + 5000,
  );

  it(
    'renders nothing of a tooltip nobody points at, once its code has come',
    async () => {
      const user = userEvent.setup();
      const portals = () => document.body.querySelectorAll('[data-portal]').length;
      const before = portals();
      render(
        <MantineProvider>
          <Search opened={false} />
          <Search />
        </MantineProvider>,
      );
      // The code comes when the browser is idle (a second at most here): no tooltip, closed or
      // open, nor its portal, is added for either box.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(portals()).toBe(before);

      const [, second] = screen.getAllByRole('textbox', { name: 'Search' });
      if (!second) throw new Error('two search boxes were rendered');
      await user.hover(second);
      expect(await screen.findAllByRole('tooltip', {}, { timeout: ARRIVAL })).toHaveLength(1);
    },
    ARRIVAL + 5000,
  );
});
