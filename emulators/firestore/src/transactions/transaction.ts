/** A transaction known to the emulator. */
export interface Transaction {
  readonly id: string;
  readonly idBytes: Buffer;
  readonly dbId: number;
  readonly readOnly: boolean;
  /** Read-only transactions read one snapshot: this time, in microseconds. */
  readonly snapshotTime: number;
  /** Lower is older; older transactions win lock conflicts (wound-wait). */
  readonly priority: number;
  readonly locks: Set<string>;
  state: 'active' | 'aborted';
  abortReason: string | undefined;
  lastUsed: number;
  /** Rejects the lock wait the transaction is blocked in, if any. */
  cancelWait: ((error: Error) => void) | undefined;
}
