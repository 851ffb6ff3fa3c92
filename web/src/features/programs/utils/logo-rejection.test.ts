import { describe, expect, it } from 'vitest';
import { logoProblem, logoRejectionProblem } from './logo-rejection';

describe('logo checks', () => {
  it('names the problem of a refused drop', () => {
    expect(logoRejectionProblem(['file-invalid-type'])).toBe('type');
    expect(logoRejectionProblem(['file-too-large'])).toBe('size');
    expect(logoRejectionProblem(['too-many-files'])).toBe('count');
    expect(logoRejectionProblem(['file-too-large', 'file-invalid-type'])).toBe('type');
  });

  it('accepts PNG, JPEG and WebP up to 2 MB, as the API does', () => {
    expect(logoProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(logoProblem({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
