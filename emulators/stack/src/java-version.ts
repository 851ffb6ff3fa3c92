import { spawnSync } from 'node:child_process';

export const REQUIRED_JAVA = 21;

/** The major version of `java` on the PATH, or undefined when there is none. */
export function javaMajorVersion(): number | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return undefined;
  return parseJavaVersion(`${result.stderr}${result.stdout}`);
}

/** `java -version` says `"17.0.15"`, `"21"` or, before Java 9, `"1.8.0_402"`. */
export function parseJavaVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}
