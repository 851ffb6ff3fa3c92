import { describe, expect, it } from 'vitest';
import { resolveCurrentProgram } from './current-program';

const programs = [
  { _id: 'p1', name: 'One', logo: null },
  { _id: 'p2', name: 'Two', logo: null },
];

describe('resolveCurrentProgram', () => {
  it('prefers the program of the route', () => {
    expect(resolveCurrentProgram(programs, 'p2', 'p1')?._id).toBe('p2');
  });

  it('then the program the user last opened', () => {
    expect(resolveCurrentProgram(programs, undefined, 'p2')?._id).toBe('p2');
  });

  it('then the first allowed program, ignoring ids the user may no longer see', () => {
    expect(resolveCurrentProgram(programs, 'gone', 'gone')?._id).toBe('p1');
  });

  it('is undefined without programs', () => {
    expect(resolveCurrentProgram([], 'p1', 'p1')).toBeUndefined();
  });
});
