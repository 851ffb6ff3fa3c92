import type { ComputedGraphic } from '@shared/contract/report.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { graphic } from '@/test/graphic';
import { fakeServices, renderWithProviders } from '@/test/render-with-providers';
import { ReportSummary } from './report-summary';

const GRAPHICS = '/api/program/p1/reports/p1/graphics';

async function renderSummary(graphics: ComputedGraphic[]) {
  const fake = fakeApi((call) => {
    if (call.method === 'GET' && call.path === GRAPHICS) return { graphics };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
  await renderWithProviders(<ReportSummary programId="p1" limit={4} />, {
    services: fakeServices({ api: fake.api }),
  });
  return fake;
}

describe('the report summary (dashboard)', { timeout: 30_000 }, () => {
  it('shows the first graphics with their figures once their charts’ code has come', async () => {
    const fake = await renderSummary([
      graphic('a', { result: { groups: [], total: 42, records: 42 } }),
      graphic('b', { result: { groups: [], total: 7, records: 7 } }),
    ]);
    expect(await screen.findByText('Graphic a')).toBeInTheDocument();
    expect(screen.getByText('Graphic b')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(fake.calls.map((call) => call.options?.query)).toEqual([{ limit: 4 }]);
    expect(screen.getByRole('link', { name: 'Open the report' })).toBeInTheDocument();
  });

  it('says when the report has no graphic yet', async () => {
    await renderSummary([]);
    expect(await screen.findByText(/no graphic/i)).toBeInTheDocument();
  });
});
