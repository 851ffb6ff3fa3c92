import { status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { LockManager } from './lock-manager.js';
import type { Transaction } from './transaction.js';

let nextPriority = 1;

function txn(): Transaction {
  const priority = nextPriority++;
  return {
    id: String(priority),
    idBytes: Buffer.from([priority]),
    dbId: 1,
    readOnly: false,
    snapshotTime: 0,
    priority,
    locks: new Set(),
    state: 'active',
    abortReason: undefined,
    lastUsed: Date.now(),
    cancelWait: undefined,
  };
}

describe('lock manager', () => {
  it('lets readers share a document', async () => {
    const locks = new LockManager(1000);
    const a = txn();
    const b = txn();
    await locks.lockShared(a, ['x']);
    await locks.lockShared(b, ['x']);
    expect([a.locks.has('x'), b.locks.has('x')]).toEqual([true, true]);
  });

  it('aborts a younger reader when an older transaction commits the document', async () => {
    const locks = new LockManager(1000);
    const older = txn();
    const younger = txn();
    await locks.lockShared(older, ['x']);
    await locks.lockShared(younger, ['x']);
    await locks.lockExclusive(older, ['x']);
    expect(younger.state).toBe('aborted');
  });

  it('makes a younger writer wait for an older reader, then wounds it if the older one writes', async () => {
    const locks = new LockManager(1000);
    const older = txn();
    const younger = txn();
    await locks.lockShared(older, ['x']);
    await locks.lockShared(younger, ['x']);
    const waiting = locks.lockExclusive(younger, ['x']);
    await locks.lockExclusive(older, ['x']);
    await expect(waiting).rejects.toMatchObject({ code: status.ABORTED });
  });

  it('holds a write outside transactions until the reader releases the document', async () => {
    const locks = new LockManager(1000);
    const reader = txn();
    await locks.lockShared(reader, ['x']);
    let written = false;
    const write = locks.whenFree(['x'], () => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);
    locks.release(reader);
    await write;
    expect(written).toBe(true);
  });

  it('answers ABORTED when a lock cannot be had before the timeout', async () => {
    const locks = new LockManager(50);
    const older = txn();
    const younger = txn();
    await locks.lockShared(older, ['x']);
    await expect(locks.lockExclusive(younger, ['x'])).rejects.toMatchObject({
      code: status.ABORTED,
    });
    await expect(locks.whenFree(['x'], () => 1)).rejects.toMatchObject({ code: status.ABORTED });
  });
});
