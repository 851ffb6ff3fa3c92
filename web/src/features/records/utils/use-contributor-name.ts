import { useCollectContributors } from '@/lib/collect/get-collect-contributors';
import { personName } from '@/lib/format/person-name';

/** The name of one of the collect's contributors (undefined until known, or if not one). */
export function useContributorName(
  collectId: string,
  userId: string | undefined,
): string | undefined {
  const contributors = useCollectContributors(collectId, userId !== undefined);
  const found = contributors.data?.find((contributor) => contributor._id === userId);
  return found ? personName(found) : undefined;
}
