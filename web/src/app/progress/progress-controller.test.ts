import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController } from './progress-controller';

describe('createProgressController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const bar = { start: vi.fn(), complete: vi.fn() };
    const controller = createProgressController({ bar, throttleMs: 200, minVisibleMs: 200 });
    return { bar, controller };
  }

  it('shows nothing for a load shorter than the throttle', () => {
    const { bar, controller } = setup();
    controller.setBusy(true);
    vi.advanceTimersByTime(150);
    controller.setBusy(false);
    vi.advanceTimersByTime(1000);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.complete).not.toHaveBeenCalled();
  });

  it('starts after the throttle and completes when the load ends', () => {
    const { bar, controller } = setup();
    controller.setBusy(true);
    vi.advanceTimersByTime(200);
    expect(bar.start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(800);
    controller.setBusy(false);
    vi.advanceTimersByTime(0);
    expect(bar.complete).toHaveBeenCalledOnce();
  });

  it('keeps the bar visible for the minimum time', () => {
    const { bar, controller } = setup();
    controller.setBusy(true);
    vi.advanceTimersByTime(250);
    controller.setBusy(false);
    vi.advanceTimersByTime(100);
    expect(bar.complete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(bar.complete).toHaveBeenCalledOnce();
  });

  it('keeps one bar running across back-to-back loads', () => {
    const { bar, controller } = setup();
    controller.setBusy(true);
    vi.advanceTimersByTime(300);
    controller.setBusy(false);
    controller.setBusy(true);
    vi.advanceTimersByTime(1000);
    expect(bar.start).toHaveBeenCalledOnce();
    expect(bar.complete).not.toHaveBeenCalled();
  });
});
