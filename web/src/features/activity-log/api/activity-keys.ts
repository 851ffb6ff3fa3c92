export const activityKeys = {
  all: ['activities'] as const,
  program: (programId: string) => [...activityKeys.all, programId] as const,
};
