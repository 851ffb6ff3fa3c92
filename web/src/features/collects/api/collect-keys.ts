export const collectKeys = {
  all: ['collects'] as const,
  byProgram: (programId: string) => [...collectKeys.all, 'program', programId] as const,
};
