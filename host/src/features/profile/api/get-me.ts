import { meQueryOptions } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';

// The fetcher and its query options live in @coach/shared, so that the profile and every area's
// formatters (useBusinessSettings) read one `me` cache entry. Imported, not re-exported with
// `export … from`: the shared build keeps only the names the workspace imports (used-exports.cjs).
export { meQueryOptions };

export const useMe = () => useQuery(meQueryOptions());
