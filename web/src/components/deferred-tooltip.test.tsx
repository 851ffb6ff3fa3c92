import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
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
    'keeps the focus and what was typed when the tooltip arrives under the user’s fingers',
    async () => {
      const user = userEvent.setup();
      render(
        <MantineProvider>
          <Search />
        </MantineProvider>,
      );
      const before = screen.getByRole('textbox', { name: 'Search' });
      await user.click(before);
      await user.keyboard('ab');
      // The target is wrapped once Mantine's Tooltip has come: a new input, focused, caret at the end.
      await expect
        .poll(() => screen.getByRole('textbox', { name: 'Search' }) !== before, {
          timeout: ARRIVAL,
        })
        .toBe(true);
      const after = screen.getByRole('textbox', { name: 'Search' });
      expect(document.activeElement).toBe(after);
      await user.keyboard('c');
      expect(after).toHaveValue('abc');
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
      expect(await screen.findByText('Type 3 characters', {}, { timeout: ARRIVAL })).toBeVisible();
    },
    ARRIVAL + 5000,
  );
});
