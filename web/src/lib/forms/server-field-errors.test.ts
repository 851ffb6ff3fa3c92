import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { fieldsNamed, serverFieldIssues, setServerFieldErrors } from './server-field-errors';

interface Form {
  name: string;
  description: string;
  roles: { program_id: string; role: string }[];
}

const refused = (code: string, paths: string[]) =>
  new ApiError(
    400,
    code,
    'refused',
    paths.length ? { issues: paths.map((path) => ({ path, message: 'bad' })) } : undefined,
  );

describe('server field errors', () => {
  it('puts each field the API names on the form', () => {
    const setError = vi.fn();
    const named = setServerFieldErrors<Form>(
      refused('VALIDATION_ERROR', ['name', 'roles.1.role', 'body']),
      setError,
      fieldsNamed<Form>(['name', 'description', 'roles']),
    );
    expect(named).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: '' }],
      ['roles', { type: 'server', message: '' }],
    ]);
  });

  it('prefers the most precise field the form knows', () => {
    const fieldOf = fieldsNamed<Form>(['roles', 'roles.1.role']);
    expect(fieldOf('roles.1.role')).toBe('roles.1.role');
    expect(fieldOf('roles.0.role')).toBe('roles');
    expect(fieldOf('rolesX')).toBeNull();
  });

  it('gives a field a message of its own when asked', () => {
    const setError = vi.fn();
    setServerFieldErrors<Form>(
      refused('ALREADY_EXISTS', ['name']),
      setError,
      fieldsNamed<Form>(['name']),
      (issue) => `exists.${issue.code}`,
    );
    expect(setError).toHaveBeenCalledWith('name', {
      type: 'server',
      message: 'exists.ALREADY_EXISTS',
    });
  });

  it('names nothing for errors without issues', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors<Form>(new Error('offline'), setError, () => 'name')).toBe(false);
    expect(serverFieldIssues(refused('INTERNAL', []))).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
