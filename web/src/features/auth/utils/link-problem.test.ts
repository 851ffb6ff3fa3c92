import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { linkProblem } from './link-problem';

describe('linkProblem', () => {
  it('tells expired, used and unknown links apart', () => {
    expect(linkProblem(new ApiError(410, 'INVITATION_EXPIRED', 'x'))).toBe('expired');
    expect(linkProblem(new ApiError(410, 'INVITATION_USED', 'x'))).toBe('used');
    expect(linkProblem(new ApiError(404, 'INVITATION_NOT_FOUND', 'x'))).toBe('unknown');
    expect(linkProblem(new ApiError(400, 'VALIDATION_ERROR', 'x'))).toBe('unknown');
    expect(linkProblem(new ApiError(0, 'NETWORK_ERROR', 'x'))).toBeNull();
  });
});
