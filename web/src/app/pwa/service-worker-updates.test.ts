import { describe, expect, it, vi } from 'vitest';
import { promptOnUpdate, type UpdatingWorkbox } from './service-worker-updates';

function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(() => Promise.resolve()),
    emit: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  } satisfies UpdatingWorkbox & { emit(type: string): void };
  return workbox;
}

describe('the update prompt', () => {
  it('asks before a waiting version takes over, and reloads once it has', () => {
    const workbox = fakeWorkbox();
    const prompt = vi.fn<(reload: () => void) => void>();
    const reloadPage = vi.fn();
    promptOnUpdate(workbox, prompt, reloadPage);

    workbox.emit('waiting');
    expect(prompt).toHaveBeenCalledOnce();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    prompt.mock.calls[0]?.[0]();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reloadPage).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('leaves the page alone while the user has not accepted', () => {
    const workbox = fakeWorkbox();
    const reloadPage = vi.fn();
    promptOnUpdate(workbox, () => undefined, reloadPage);
    workbox.emit('waiting');
    workbox.emit('controlling');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
