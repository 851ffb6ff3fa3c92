import {
  ACTIVE_COLLECT_SOURCE_TYPES,
  type CollectSourceType,
} from '@shared/contract/collect.schema';

/** SPEC.md §4: Typeform, Google Form and the Rainbow file are shown but not available yet. */
export function isActiveSourceType(type: CollectSourceType): boolean {
  return ACTIVE_COLLECT_SOURCE_TYPES.includes(type);
}
