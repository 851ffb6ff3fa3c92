export const expectedActionKeys = {
  all: ['expected-actions'] as const,
  pending: (programId: string) => [...expectedActionKeys.all, programId, 'pending'] as const,
};
