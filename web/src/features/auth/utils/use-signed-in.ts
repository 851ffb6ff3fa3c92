import { useEffect, useState } from 'react';
import { useServices } from '@/lib/services';

/** Whether someone is signed in, null until Firebase has restored the session. */
export function useSignedIn(): boolean | null {
  const { auth } = useServices();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => auth.onChange(setSignedIn), [auth]);
  return signedIn;
}
