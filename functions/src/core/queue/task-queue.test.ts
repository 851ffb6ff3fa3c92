import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../logger.js';
import { createInProcessQueue } from './task-queue.js';
import type { TaskPayload } from './task-queue.js';

describe('in-process task queue', () => {
  it('runs the named handler after enqueue returns', async () => {
    const received: TaskPayload[] = [];
    let resolveDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    const queue = createInProcessQueue(
      {
        importContent: async (payload) => {
          received.push(payload);
          resolveDone();
        },
      },
      createMemoryLogger(),
    );
    await queue.enqueue('importContent', { taskId: 't1' });
    expect(received).toEqual([]);
    await done;
    expect(received).toEqual([{ taskId: 't1' }]);
  });

  it('refuses a queue without handler', async () => {
    const queue = createInProcessQueue({}, createMemoryLogger());
    await expect(queue.enqueue('missing', {})).rejects.toThrow(/No task handler/);
  });

  it('logs a failing handler instead of crashing the process', async () => {
    const logger = createMemoryLogger();
    const queue = createInProcessQueue(
      {
        broken: () => Promise.reject(new Error('boom')),
      },
      logger,
    );
    await queue.enqueue('broken', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logger.entries.map((entry) => entry.event)).toEqual(['task.enqueued', 'task.failed']);
  });
});
