import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { page, rule, renderRoute, rulesApi } from '../test/rules-fixtures';
import CreateAttributionRulePage from './create-attribution-rule';
import EditAttributionRulePage from './edit-attribution-rule';
import GroupAttributionRulePage from './group-attribution-rule';

const CREATE = '/:program_id/collects/:collect_id/attribution_rule/create';
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

/** The new-rule form of collect c1, its calls answered by `fake`. */
const renderCreate = (fake: Parameters<typeof renderRoute>[3]) =>
  renderRoute(
    '/p1/collects/c1/attribution_rule/create',
    CREATE,
    <CreateAttributionRulePage />,
    fake,
  );

async function choose(label: RegExp, name: string) {
  // The condition's inputs come once "only records where…" is chosen.
  await userEvent.click(await screen.findByRole('textbox', { name: label }));
  await userEvent.click(await option(name));
}

async function onlyRecordsWhere(field: string) {
  await userEvent.click(screen.getByRole('radio', { name: 'Only records where…' }));
  await choose(/^Field/, field);
}

describe('the rule form', { timeout: 30_000 }, () => {
  // Mantine scrolls a select's chosen option into view when it opens; jsdom has no layout.
  const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterAll(() => {
    if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
    else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('gives a group the records whose select field is one of its options', async () => {
    const fake = rulesApi((call) => (call.method === 'POST' ? { attributionRule: rule() } : {}));
    const router = await renderCreate(fake);
    await screen.findByRole('heading', { level: 1, name: 'New access rule' });
    expect(
      screen.getByText(/Editing includes viewing: a rule that lets someone edit records/),
    ).toBeInTheDocument();
    await choose(/^User group/, 'Field team North');
    await userEvent.click(screen.getByRole('radio', { name: 'Can edit' }));
    await onlyRecordsWhere('Region');
    // The select field offers its own options as the values.
    await userEvent.click(screen.getByRole('textbox', { name: /^Values/ }));
    for (const name of ['North', 'East', 'South']) expect(await option(name)).toBeInTheDocument();
    await userEvent.click(await option('North'));
    await userEvent.click(await option('East'));
    await userEvent.click(screen.getByRole('button', { name: 'Create the rule' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/p1/collects/c1/attribution_rules');
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/collects/c1/attributionRules');
    expect(post?.options?.body).toEqual({
      collect_id: 'c1',
      subject: { user_group_id: 'g1' },
      permission: 'WRITE',
      condition: { field: 'region', operator: 'IN', values: ['north', 'east'] },
    });
  });

  it('reads "is one of" on a single-valued field and "contains one of" on a multi-valued one', async () => {
    const fake = rulesApi(() => ({}));
    await renderCreate(fake);
    await screen.findByRole('heading', { level: 1, name: 'New access rule' });
    await onlyRecordsWhere('Region');
    await userEvent.click(screen.getByRole('textbox', { name: 'Condition' }));
    expect(await option('is one of')).toBeInTheDocument();
    expect(await option('is none of')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await choose(/^Field/, 'Topics');
    await userEvent.click(screen.getByRole('textbox', { name: 'Condition' }));
    expect(await option('contains one of')).toBeInTheDocument();
    expect(await option('contains none of')).toBeInTheDocument();
  });

  it('gives a member the whole collect, their picker coming once "A member" is chosen', async () => {
    const fake = rulesApi((call) => {
      if (call.path === '/api/programs/p1/members') {
        return page('members', [
          {
            _id: 'u7',
            user_id: 'u7',
            email: 'ada@example.org',
            first_name: 'Ada',
            last_name: 'Lovelace',
            role: 'COLLECT_SINGLE_CONTRIBUTOR',
            roles: [{ role: 'COLLECT_SINGLE_CONTRIBUTOR', collect_id: 'c1' }],
            collect_id: 'c1',
            status: 'ACTIVE',
            user_group_ids: [],
          },
        ]);
      }
      return call.method === 'POST' ? { attributionRule: rule() } : {};
    });
    await renderCreate(fake);
    await screen.findByRole('heading', { level: 1, name: 'New access rule' });
    expect(fake.calls.some((call) => call.path === '/api/programs/p1/members')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'A member' }));
    // The picker, once its code has come, asks for the members.
    await waitFor(() =>
      expect(fake.calls.some((call) => call.path === '/api/programs/p1/members')).toBe(true),
    );
    await choose(/^Member/, 'Ada Lovelace (ada@example.org)');
    await userEvent.click(screen.getByRole('button', { name: 'Create the rule' }));
    await screen.findByText('Elsewhere');
    expect(fake.calls.find((call) => call.method === 'POST')?.options?.body).toEqual({
      collect_id: 'c1',
      subject: { user_id: 'u7' },
      permission: 'READ',
      condition: null,
    });
  });

  it('asks for what is missing before sending anything', async () => {
    const fake = rulesApi(() => ({}));
    await renderCreate(fake);
    await screen.findByRole('heading', { level: 1, name: 'New access rule' });
    await onlyRecordsWhere('Name');
    await userEvent.click(screen.getByRole('button', { name: 'Create the rule' }));
    expect(await screen.findByText('Choose a user group.')).toBeInTheDocument();
    expect(screen.getByText('Give at least one value.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('puts a value the API refuses beside the values, and says why above the buttons', async () => {
    const fake = rulesApi((call) => {
      if (call.method === 'PUT') {
        throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
          issues: [{ path: 'condition.values.1', message: '"east" is not one of the options' }],
        });
      }
      return { attributionRule: rule() };
    });
    const router = await renderRoute(
      '/p1/collects/c1/attribution_rule/r1/edit',
      '/:program_id/collects/:collect_id/attribution_rule/:attribution_rule_id/edit',
      <EditAttributionRulePage />,
      fake,
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit the access rule' });
    await userEvent.click(screen.getByRole('radio', { name: 'Can view' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the rule' }));
    expect(
      await screen.findByText(
        'One of these values does not fit the field (its type or its options).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some values were refused: see the fields marked in red.',
    );
    expect(router.state.location.pathname).toBe('/p1/collects/c1/attribution_rule/r1/edit');
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/collects/c1/attributionRules/r1');
    expect(put?.options?.body).toMatchObject({
      permission: 'READ',
      subject: { user_group_id: 'g1' },
    });
  });

  it("gives a group's rule from its page: the group is fixed, the collect is chosen", async () => {
    const fake = rulesApi((call) =>
      call.method === 'POST' ? { attributionRule: rule({ condition: null }) } : {},
    );
    const router = await renderRoute(
      '/p1/user_groups/g1/attribution_rule/create',
      '/:program_id/user_groups/:user_group_id/attribution_rule/create',
      <GroupAttributionRulePage />,
      fake,
    );
    await screen.findByRole('heading', {
      level: 1,
      name: 'Give Field team North access to a collect',
    });
    expect(screen.getByText('Group Field team North')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^User group/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'A member' })).not.toBeInTheDocument();
    await choose(/^Collect/, 'Home visits');
    await userEvent.click(await screen.findByRole('button', { name: 'Create the rule' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/p1/user_groups/g1');
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/collects/c1/attributionRules');
    expect(post?.options?.body).toEqual({
      collect_id: 'c1',
      subject: { user_group_id: 'g1' },
      permission: 'READ',
      condition: null,
    });
  });
});
