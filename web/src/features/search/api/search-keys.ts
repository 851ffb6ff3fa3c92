export const searchKeys = {
  all: ['search'] as const,
  results: (keywords: string) => [...searchKeys.all, keywords] as const,
};
