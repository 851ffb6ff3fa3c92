import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableScrollContainer } from './table-scroll-container';

describe('the table scroll container the build gives Mantine’s Table', () => {
  it('scrolls a table wider than the screen sideways, natively, at its minimum width', () => {
    render(
      <MantineProvider>
        <TableScrollContainer minWidth={640} data-testid="scroll">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Ada</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      </MantineProvider>,
    );
    const scroll = screen.getByTestId('scroll');
    expect(scroll).toHaveStyle({ overflowX: 'auto' });
    expect(scroll.firstElementChild).toHaveStyle({
      minWidth: 'calc(40rem * var(--mantine-scale))',
    });
    expect(screen.getByRole('table')).toHaveTextContent('Ada');
    // No custom scroll bars: nothing of ScrollArea's.
    expect(
      scroll.querySelector('[data-radix-scroll-area-viewport], .mantine-ScrollArea-root'),
    ).toBeNull();
  });

  it('scrolls down too under a maximum height', () => {
    render(
      <MantineProvider>
        <TableScrollContainer minWidth={320} maxHeight={200} data-testid="scroll">
          <p>rows</p>
        </TableScrollContainer>
      </MantineProvider>,
    );
    expect(screen.getByTestId('scroll')).toHaveStyle({
      overflowY: 'auto',
      maxHeight: 'calc(12.5rem * var(--mantine-scale))',
    });
  });
});
