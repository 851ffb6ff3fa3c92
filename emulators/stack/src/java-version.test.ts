import { describe, expect, it } from 'vitest';

import { parseJavaVersion } from './java-version.js';

describe('parseJavaVersion', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_402"', 8],
    ['openjdk version "25-ea" 2025-09-16', 25],
  ])('reads %s as Java %i', (output, major) => {
    expect(parseJavaVersion(output)).toBe(major);
  });

  it('finds nothing in unrelated output', () => {
    expect(parseJavaVersion('bash: java: command not found')).toBeUndefined();
  });
});
