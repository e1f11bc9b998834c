import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

/** React Query defaults of SPEC.md section 7. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: true,
        staleTime: 0,
        gcTime: FIVE_MINUTES,
        retry: 1,
      },
      mutations: { retry: 0 },
    },
  });
}
