import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Greeting({ name }: { name: string }) {
  return <div role="dialog">Hello {name}</div>;
}

describe('lazyDialog', () => {
  it('shows nothing until its code has come, then the dialog with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Dialog = lazyDialog(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(<Dialog name="Ada" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    arrive(Greeting);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Ada');
  });

  it('fetches its code once, whether preloaded or opened', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Dialog = lazyDialog(load);
    await Dialog.preload();
    await Dialog.preload();
    render(<Dialog name="Grace" />);

    expect(await screen.findByRole('dialog')).toHaveTextContent('Hello Grace');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Dialog = lazyDialog(load);

    await expect(Dialog.preload()).rejects.toThrow('offline');
    await expect(Dialog.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
