import { screen } from '@testing-library/react';
import type { ProgramFigures } from '@shared/contract/program-figures.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { KeyFigures } from './key-figures';

function figuresQuery(data: ProgramFigures | undefined): UseQueryResult<ProgramFigures> {
  return {
    data,
    isPending: data === undefined,
    isError: false,
    refetch: () => Promise.resolve(),
  } as unknown as UseQueryResult<ProgramFigures>;
}

const labels = () =>
  screen.getAllByText(/^(Collects|Records|Members)$/).map((node) => node.textContent);

describe('KeyFigures', () => {
  it("keeps a manager's record and member cards in place while the figures load", async () => {
    await renderWithProviders(
      <KeyFigures figures={figuresQuery(undefined)} expectsPeople pending={null} />,
    );
    await screen.findByText('Collects');
    expect(labels()).toEqual(['Collects', 'Records', 'Members']);
  });

  it('shows a contributor only the collects while they load', async () => {
    await renderWithProviders(
      <KeyFigures figures={figuresQuery(undefined)} expectsPeople={false} pending={null} />,
    );
    await screen.findByText('Collects');
    expect(labels()).toEqual(['Collects']);
  });

  it('follows the api when it shows no people, whatever was expected', async () => {
    await renderWithProviders(
      <KeyFigures
        figures={figuresQuery({ collects: 2, records: null, members: null })}
        expectsPeople
        pending={null}
      />,
    );
    expect(await screen.findByText('2')).toBeInTheDocument();
    expect(labels()).toEqual(['Collects']);
  });

  it('follows what the api answers once loaded', async () => {
    await renderWithProviders(
      <KeyFigures
        figures={figuresQuery({ collects: 3, records: 1500, members: 12 })}
        expectsPeople
        pending={null}
      />,
    );
    expect(await screen.findByText('1.5K')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(labels()).toEqual(['Collects', 'Records', 'Members']);
  });
});
