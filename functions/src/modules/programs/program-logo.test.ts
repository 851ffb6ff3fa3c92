import { describe, expect, it } from 'vitest';
import { sniffLogoType } from './program-logo.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('logo type sniffing', () => {
  it('recognises PNG, JPEG and WebP by their bytes', () => {
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffLogoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffLogoType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML, GIF, truncated and empty files', () => {
    expect(
      sniffLogoType(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull();
    expect(sniffLogoType(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffLogoType(text('GIF89a'))).toBeNull();
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffLogoType(text('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(sniffLogoType(bytes())).toBeNull();
  });
});
