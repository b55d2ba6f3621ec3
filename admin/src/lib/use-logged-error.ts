import { useEffect } from 'react';

/** Logs a load failure once, when it happens, for whoever reads the console or its reports. */
export function useLoggedError(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`${what} could not be loaded:`, error);
  }, [what, error]);
}
