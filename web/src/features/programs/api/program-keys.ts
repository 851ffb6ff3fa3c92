export const programKeys = {
  all: ['programs'] as const,
  list: () => [...programKeys.all, 'list'] as const,
  detail: (programId: string) => [...programKeys.all, 'detail', programId] as const,
};
