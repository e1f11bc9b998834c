import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams, type ListParams } from './list-params';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's state kept in the URL, and the search box's text: the URL follows what is typed 300 ms
 * after the last key; back, forward or "Limpiar filtros" put the URL's search back in the box.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const [searchText, setSearchText] = useState(params.search);

  const [urlSearch, setUrlSearch] = useState(params.search);
  if (urlSearch !== params.search) {
    setUrlSearch(params.search);
    setSearchText(params.search);
  }

  // The pending search write: a filter changed meanwhile cancels it (it would write the filters it
  // saw, dropping the new one) and takes the typed text along instead.
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const current = readListParams(searchParams);
    if (searchText.trim() === current.search.trim()) return undefined;
    pendingSearch.current = setTimeout(() => {
      setSearchParams(writeListParams({ ...current, search: searchText, page: 1 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pendingSearch.current);
  }, [searchText, searchParams, setSearchParams]);

  /** Changes filters (back to page 1 unless a page is given), with the search as typed so far. */
  const update = (changes: Partial<ListParams>, replace = false) => {
    clearTimeout(pendingSearch.current);
    setSearchParams(writeListParams({ ...params, search: searchText, page: 1, ...changes }), { replace });
  };

  const clearFilters = () => {
    setSearchText('');
    update({ search: '', source: 'all', muscleGroups: [] });
  };

  return { params, searchText, setSearchText, update, clearFilters };
}
