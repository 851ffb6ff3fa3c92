import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-sniff.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('file types read from the bytes', () => {
  it('knows images, PDF, office documents and plain text whatever the name says', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x.pdf')).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0), 'x')?.contentType).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('GIF89a'), 'x')?.contentType).toBe('image/gif');
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'x')?.contentType).toBe('image/webp');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'), 'x')?.contentType).toBe('application/pdf');
    const docx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('..word/document.xml'),
    ]);
    expect(sniffFileType(docx, 'x.zip')?.extension).toBe('docx');
    expect(sniffFileType(Buffer.from('name;amount\nÉloïse;3\n'), 'list.CSV')?.contentType).toBe(
      'text/csv',
    );
    expect(sniffFileType(Buffer.from('plain words'), 'notes')?.contentType).toBe('text/plain');
  });

  it('refuses executables, bare archives, binary data and empty files', () => {
    expect(sniffFileType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'photo.png')).toBeNull();
    expect(sniffFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'a.docx')).toBeNull();
    expect(sniffFileType(bytes(0x7f, 0x45, 0x4c, 0x46), 'a.txt')).toBeNull();
    expect(sniffFileType(bytes(0xc3, 0x28), 'a.txt')).toBeNull();
    expect(sniffFileType(bytes(), 'a.txt')).toBeNull();
  });
});
