import type { RulesProgress } from '@shared/contract/collect.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLLECT, page, renderRoute, rule, rulesApi } from '../test/rules-fixtures';
import AttributionRulesListPage from './attribution-rules-list';

const ROUTE = '/:program_id/collects/:collect_id/attribution_rules';

describe('the access rules of a collect', { timeout: 30_000 }, () => {
  it('tells each rule in words: who, what they may do, which records', async () => {
    const rules = [
      rule(),
      rule({
        _id: 'r2',
        subject: { type: 'USER', _id: 'u2', label: 'Chloé Martin' },
        permission: 'READ',
        condition: { field: 'topics', operator: 'NOT_IN', values: ['water'] },
      }),
      rule({ _id: 'r3', permission: 'READ', condition: null }),
    ];
    const fake = rulesApi(() => page('attributionRules', rules));
    await renderRoute(
      '/p1/collects/c1/attribution_rules',
      ROUTE,
      <AttributionRulesListPage />,
      fake,
    );
    expect(
      await screen.findByText(
        'Group Field team North — can edit — records whose Region is one of North, East',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Chloé Martin — can view — records whose Topics contains none of Water'),
    ).toBeInTheDocument();
    expect(screen.getByText('Group Field team North — can view — all records')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Edit the rule: Chloé Martin — can view — records whose Topics contains none of Water',
      }),
    ).toBeInTheDocument();
    expect(fake.calls.some((call) => call.path === '/api/collects/c1/attributionRules')).toBe(true);
  });

  it('speaks French under /fr', async () => {
    const fake = rulesApi(() => page('attributionRules', [rule()]));
    await renderRoute(
      '/fr/p1/collects/c1/attribution_rules',
      `/fr${ROUTE}`,
      <AttributionRulesListPage />,
      fake,
      'fr',
    );
    expect(
      await screen.findByText(
        'Groupe Field team North — peut modifier — les enregistrements dont Région est l’une des valeurs Nord, Est',
      ),
    ).toBeInTheDocument();
  });

  it('says when there is no rule and offers to add one', async () => {
    const fake = rulesApi(() => page('attributionRules', []));
    await renderRoute(
      '/p1/collects/c1/attribution_rules',
      ROUTE,
      <AttributionRulesListPage />,
      fake,
    );
    expect(await screen.findByRole('heading', { name: 'No access rule yet' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Add a rule' });
    expect(links[0]).toHaveAttribute('href', '/p1/collects/c1/attribution_rule/create');
  });

  it('deletes a rule once confirmed, and the list reloads', async () => {
    let rules = [rule()];
    const fake = rulesApi((call) => {
      if (call.method === 'DELETE') {
        rules = [];
        return { _id: 'r1' };
      }
      return page('attributionRules', rules);
    });
    await renderRoute(
      '/p1/collects/c1/attribution_rules',
      ROUTE,
      <AttributionRulesListPage />,
      fake,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Delete the rule: Group Field team North/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(dialog).toHaveTextContent('records whose Region is one of North, East');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the rule' }));
    expect(await screen.findByRole('heading', { name: 'No access rule yet' })).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/collects/c1/attributionRules/r1',
    ]);
  });

  it('shows the application of changed rules to the records until it is done', async () => {
    const progress: RulesProgress[] = [
      { state: 'APPLYING', done: 1234, total: 100000 },
      { state: 'DONE', done: 100000, total: 100000 },
    ];
    let reads = 0;
    const fake = rulesApi(
      () => page('attributionRules', [rule()]),
      () => ({ ...COLLECT, rules_progress: progress[Math.min(reads++, 1)] ?? null }),
    );
    await renderRoute(
      '/p1/collects/c1/attribution_rules',
      ROUTE,
      <AttributionRulesListPage />,
      fake,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Applying access rules to records: 1,234 of 100,000',
    );
    // Read again 2 s later: done, the notice goes.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(fake.calls.filter((call) => call.path === '/api/collects/c1').length).toBe(2);
  });

  it('warns when the rules could not be applied to every record', async () => {
    const fake = rulesApi(
      () => page('attributionRules', [rule()]),
      () => ({ ...COLLECT, rules_progress: { state: 'ERROR', done: 10, total: 100 } }),
    );
    await renderRoute(
      '/p1/collects/c1/attribution_rules',
      ROUTE,
      <AttributionRulesListPage />,
      fake,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The latest change of access rules could not be applied to every record',
    );
  });
});
