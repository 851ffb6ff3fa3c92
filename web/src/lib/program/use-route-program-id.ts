import { useParams } from 'react-router';

/** The `:program_id` of the route; the program routes' loader has checked it is allowed. */
export function useRouteProgramId(): string {
  return useParams().program_id ?? '';
}
