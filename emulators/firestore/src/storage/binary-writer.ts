/** Growable buffer with varints, used by the document storage codec. */
export class BinaryWriter {
  private buffer: Buffer;
  length = 0;

  constructor(capacity = 256) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + extra));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  byte(value: number): void {
    this.ensure(1);
    this.buffer[this.length++] = value;
  }

  varint(value: number): void {
    this.ensure(5);
    let v = value >>> 0;
    while (v >= 0x80) {
      this.buffer[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.buffer[this.length++] = v;
  }

  double(value: number): void {
    this.ensure(8);
    this.buffer.writeDoubleLE(value, this.length);
    this.length += 8;
  }

  bigInt64(value: bigint): void {
    this.ensure(8);
    this.buffer.writeBigInt64LE(value, this.length);
    this.length += 8;
  }

  string(value: string): void {
    const max = value.length * 3;
    this.ensure(max + 5);
    if (max < 128) {
      const start = this.length;
      this.length++;
      const written = this.buffer.write(value, this.length, 'utf8');
      this.buffer[start] = written;
      this.length += written;
      return;
    }
    const bytes = Buffer.byteLength(value, 'utf8');
    this.varint(bytes);
    this.length += this.buffer.write(value, this.length, 'utf8');
  }

  bytes(value: Uint8Array): void {
    this.varint(value.length);
    this.ensure(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  /** Copies out what was written and empties the writer for reuse. */
  finish(): Buffer {
    const out = Buffer.allocUnsafe(this.length);
    this.buffer.copy(out, 0, 0, this.length);
    this.length = 0;
    return out;
  }
}
