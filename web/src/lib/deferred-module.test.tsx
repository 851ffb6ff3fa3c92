import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule, useDeferredModule, type DeferredModule } from './deferred-module';

/** An import the test settles by hand. */
function controlledImport() {
  const calls: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const importer = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { importer, calls };
}

function Shows({ module, wanted }: { module: DeferredModule<string>; wanted?: boolean }) {
  const value = useDeferredModule(module, wanted);
  return <p>{value ?? 'waiting'}</p>;
}

describe('deferredModule', () => {
  it('fetches once however often it is asked, and tells every subscriber when it has come', async () => {
    const { importer, calls } = controlledImport();
    const module = deferredModule(importer);
    const heard = vi.fn();
    module.subscribe(heard);
    module.load();
    module.load();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.get()).toBeUndefined();

    await act(async () => calls[0]?.resolve('menu'));
    expect(module.get()).toBe('menu');
    expect(heard).toHaveBeenCalledTimes(1);
    module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next request after a failed download', async () => {
    const { importer, calls } = controlledImport();
    const module = deferredModule(importer);
    module.load();
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(module.get()).toBeUndefined();
    module.load();
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve('menu'));
    expect(module.get()).toBe('menu');
  });
});

describe('useDeferredModule', () => {
  it('asks for the module once the browser is idle and shows it when it comes', async () => {
    const { importer, calls } = controlledImport();
    const module = deferredModule(importer);
    render(<Shows module={module} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await act(async () => calls[0]?.resolve('menu'));
    expect(screen.getByText('menu')).toBeInTheDocument();
  });

  it('with `wanted`, asks for nothing until it turns true', async () => {
    const { importer, calls } = controlledImport();
    const module = deferredModule(importer);
    const { rerender } = render(<Shows module={module} wanted={false} />);
    await new Promise((resolve) => setTimeout(resolve, 1200)); // past the idle fallback
    expect(importer).not.toHaveBeenCalled();

    rerender(<Shows module={module} wanted />);
    expect(importer).not.toHaveBeenCalled(); // not in the task that mounted it
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await act(async () => calls[0]?.resolve('sync'));
    expect(screen.getByText('sync')).toBeInTheDocument();
  });

  it('asks for nothing when the component is gone before its task', async () => {
    const { importer } = controlledImport();
    const module = deferredModule(importer);
    const { unmount } = render(<Shows module={module} wanted />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(importer).not.toHaveBeenCalled();
  });

  it('renders what already came at once, on a later mount', async () => {
    const module = deferredModule(() => Promise.resolve('menu'));
    module.load();
    await vi.waitFor(() => expect(module.get()).toBe('menu'));
    render(<Shows module={module} />);
    expect(screen.getByText('menu')).toBeInTheDocument();
  });
});
