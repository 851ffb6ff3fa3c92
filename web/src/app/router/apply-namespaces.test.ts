import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Namespace } from '@/lib/i18n/namespaces';
import { applyNamespaces } from './apply-namespaces';

const args = {
  request: new Request('http://app.test/'),
  params: {},
  context: undefined,
} as unknown as LoaderFunctionArgs;

function run(route: RouteObject | undefined) {
  if (typeof route?.loader !== 'function') throw new Error('no loader');
  return route.loader(args);
}

describe('applyNamespaces', () => {
  it("waits for a route's namespaces alongside its own loader, and keeps its answer", async () => {
    const loads: (readonly Namespace[])[] = [];
    let release = () => undefined as void;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const [route] = applyNamespaces(
      [{ path: 'members', handle: { namespaces: ['members'] }, loader: () => 'own' }],
      (namespaces) => {
        loads.push(namespaces);
        return pending;
      },
    );
    let settled = false;
    const answer = Promise.resolve(run(route)).then((value: unknown) => {
      settled = true;
      return value;
    });
    await Promise.resolve();
    expect(loads).toEqual([['members']]);
    expect(settled).toBe(false);
    release();
    await expect(answer).resolves.toBe('own');
  });

  it('gives nested routes their own loader and leaves routes without namespaces alone', () => {
    const [parent] = applyNamespaces(
      [
        {
          path: 'collects',
          children: [{ index: true, handle: { namespaces: ['collects'] } }, { path: 'x' }],
        },
      ],
      async () => undefined,
    );
    expect(parent?.loader).toBeUndefined();
    expect(typeof parent?.children?.[0]?.loader).toBe('function');
    expect(parent?.children?.[1]?.loader).toBeUndefined();
  });
});
