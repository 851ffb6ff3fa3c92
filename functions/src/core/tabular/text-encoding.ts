// CSV files arrive in whatever their spreadsheet saved: UTF-8 (with or without a BOM), UTF-16
// (Excel's "Unicode text") or Windows-1252 (Excel's "CSV" on Western Windows). The BOM decides
// when there is one; otherwise UTF-16 shows as NUL bytes beside ASCII, and text that is not
// valid UTF-8 is read as Windows-1252 (every byte is a character there, so nothing is lost).

export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface SniffedEncoding {
  readonly encoding: TextEncodingName;
  /** Bytes of byte-order mark to skip. */
  readonly bomLength: number;
}

const SNIFF_BYTES = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** UTF-16 without BOM: NULs in the high bytes of ASCII characters, odd or even positions. */
function utf16Order(sample: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  let even = 0;
  let odd = 0;
  for (let index = 0; index < sample.length; index += 1) {
    if (sample[index] === 0) {
      if (index % 2 === 0) even += 1;
      else odd += 1;
    }
  }
  const half = sample.length / 2;
  if (odd > half * 0.3 && even < half * 0.05) return 'utf-16le';
  if (even > half * 0.3 && odd < half * 0.05) return 'utf-16be';
  return null;
}

/** Whether the sample is UTF-8, a multi-byte character cut at its end forgiven. */
function isUtf8(sample: Uint8Array, whole: boolean): boolean {
  let end = sample.length;
  if (!whole) {
    // Drop the last character when it may be cut: step back to its lead byte.
    for (let back = 1; back <= 4 && end - back >= 0; back += 1) {
      const byte = sample[end - back] ?? 0;
      if (byte < 0x80) break;
      if (byte >= 0xc0) {
        end -= back;
        break;
      }
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, end));
    return true;
  } catch {
    return false;
  }
}

export function sniffEncoding(bytes: Uint8Array): SniffedEncoding {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8-bom', bomLength: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', bomLength: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', bomLength: 2 };
  const sample = bytes.subarray(0, SNIFF_BYTES);
  const utf16 = utf16Order(sample);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  const whole = sample.length === bytes.length;
  return { encoding: isUtf8(sample, whole) ? 'utf-8' : 'windows-1252', bomLength: 0 };
}

const DECODER_LABEL: Readonly<Record<TextEncodingName, string>> = {
  'utf-8': 'utf-8',
  'utf-8-bom': 'utf-8',
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
  'windows-1252': 'windows-1252',
};

const DECODE_CHUNK_BYTES = 64 * 1024;

/**
 * The text of `bytes` in pieces, never the whole file as one string. Bytes that are not valid in
 * the encoding become U+FFFD, which the reader reports on the row that holds it.
 */
export function* decodeText(bytes: Uint8Array, sniffed: SniffedEncoding): Generator<string> {
  const decoder = new TextDecoder(DECODER_LABEL[sniffed.encoding], { ignoreBOM: true });
  for (let start = sniffed.bomLength; start < bytes.length; start += DECODE_CHUNK_BYTES) {
    const piece = decoder.decode(bytes.subarray(start, start + DECODE_CHUNK_BYTES), {
      stream: true,
    });
    if (piece) yield piece;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The first characters of the text, for sniffing the delimiter. */
export function textSample(bytes: Uint8Array, sniffed: SniffedEncoding, chars: number): string {
  let sample = '';
  for (const piece of decodeText(bytes.subarray(0, sniffed.bomLength + chars * 4), sniffed)) {
    sample += piece;
    if (sample.length >= chars) break;
  }
  return sample.slice(0, chars);
}
