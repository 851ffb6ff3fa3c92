import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MultiSelect as MultiSelectType } from './multi-select';
import type { Select as SelectType } from './select';

// The setup loads Mantine's fields before every test file; these tests need the stand-ins, so
// each takes a module graph of its own (Mantine's provider from it too, for the same context).
let Select: typeof SelectType;
let MultiSelect: typeof MultiSelectType;
let Provider: ComponentType<{ children: ReactNode }>;

beforeEach(async () => {
  vi.resetModules();
  ({ Select } = await import('./select'));
  ({ MultiSelect } = await import('./multi-select'));
  const { MantineProvider } = await import('@mantine/core');
  // The app's theme: transitions take no time for a reader who prefers reduced motion (setup).
  const { theme } = await import('@/app/theme');
  Provider = ({ children }) => <MantineProvider theme={theme}>{children}</MantineProvider>;
});

// Mantine's Select is imported on demand; on a busy machine its first transform takes a while.
const ARRIVAL = { timeout: 15_000 };
// jsdom lays nothing out: Mantine's dropdown counts as hidden to Testing Library.
const HIDDEN = { hidden: true };

const REGIONS = [
  { value: 'north', label: 'North' },
  { value: 'south', label: 'South' },
];

function Region({ initial = 'north' as string | null, clearable = false }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Select
        label="Region"
        data={REGIONS}
        value={value}
        onChange={setValue}
        clearable={clearable}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

/** A stand-in is a read-only input; Mantine's non-searchable field is too, but with a list. */
function isStandIn(input: HTMLElement): boolean {
  return !input.hasAttribute('aria-expanded') && !input.hasAttribute('data-expanded');
}

describe('Select before its code has come', () => {
  it('shows the chosen option’s label under the field’s label, without the list’s code', () => {
    render(
      <Provider>
        <Region />
      </Provider>,
    );
    const field = screen.getByRole('textbox', { name: 'Region' });
    expect(field).toHaveValue('North');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.queryByRole('listbox', HIDDEN)).not.toBeInTheDocument();
  });

  it('opens its list once the code has come when it was pressed, and the choice is kept', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <Region />
      </Provider>,
    );
    const before = screen.getByRole('textbox', { name: 'Region' });
    expect(isStandIn(before)).toBe(true);
    await user.click(before);
    const option = await screen.findByRole('option', { name: 'South', ...HIDDEN }, ARRIVAL);
    // The real field took the stand-in's place, and the focus with it.
    const after = screen.getByRole('textbox', { name: 'Region' });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    await user.click(option);
    expect(screen.getByText('south', { selector: 'output' })).toBeInTheDocument();
    expect(after).toHaveValue('South');
  }, 20_000);

  it('hands the focus to the real field when reached with the keyboard, list closed', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <button type="button">Before</button>
        <Region />
      </Provider>,
    );
    const before = screen.getByRole('textbox', { name: 'Region' });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    // Focusing the stand-in asks for the code; it may come before tab() returns.
    await user.tab();
    await vi.waitFor(() => {
      const after = screen.getByRole('textbox', { name: 'Region' });
      if (after === before) throw new Error('still the stand-in');
      expect(document.activeElement).toBe(after);
    }, ARRIVAL);
    expect(screen.queryByRole('listbox', HIDDEN)).not.toBeInTheDocument();
    // The keyboard then drives Mantine's field as usual.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', HIDDEN)).toBeInTheDocument();
  }, 20_000);

  it('clears its value with its clear button, as the real field does', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Provider>
        <Region clearable />
      </Provider>,
    );
    expect(isStandIn(screen.getByRole('textbox', { name: 'Region' }))).toBe(true);
    const clear = container.querySelector('.mantine-InputClearButton-root, button');
    expect(clear).not.toBeNull();
    await user.click(clear!);
    expect(screen.getByText('none', { selector: 'output' })).toBeInTheDocument();
  });
});

function Tags() {
  const [value, setValue] = useState<string[]>(['north', 'south']);
  return (
    <>
      <MultiSelect label="Regions" data={REGIONS} value={value} onChange={setValue} searchable />
      <output>{value.join(' ') || 'none'}</output>
    </>
  );
}

describe('MultiSelect before its code has come', () => {
  it('shows a pill per chosen option, each removable', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <Tags />
      </Provider>,
    );
    const field = screen.getByRole('textbox', { name: 'Regions' });
    expect(field).toHaveAttribute('readonly');
    const pills = field.parentElement!;
    expect(within(pills).getByText('North')).toBeInTheDocument();
    expect(within(pills).getByText('South')).toBeInTheDocument();
    const removeNorth = within(within(pills).getByText('North').parentElement!).getByRole(
      'button',
      { hidden: true },
    );
    await user.click(removeNorth);
    expect(screen.getByText('south', { selector: 'output' })).toBeInTheDocument();
  });

  it('becomes Mantine’s field, its list open, when pressed', async () => {
    const user = userEvent.setup();
    render(
      <Provider>
        <Tags />
      </Provider>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Regions' }));
    expect(await screen.findByRole('listbox', HIDDEN, ARRIVAL)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Regions' }));
  }, 20_000);
});
