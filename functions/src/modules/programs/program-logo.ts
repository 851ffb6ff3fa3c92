import type { ProgramLogoType } from '../../shared/constants.js';

const EXTENSIONS: Readonly<Record<ProgramLogoType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The image type the bytes really are, from their signature; the client's declared type and
 * file name are not trusted (an SVG or HTML file renamed .png stays refused).
 */
export function sniffLogoType(bytes: Uint8Array): ProgramLogoType | null {
  const starts = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "RIFF" <size> "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export function logoExtension(type: ProgramLogoType): string {
  return EXTENSIONS[type];
}
