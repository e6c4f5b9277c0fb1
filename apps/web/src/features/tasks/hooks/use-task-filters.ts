import { useEffect, useState } from 'react';
import type { TaskFilters } from '../api/query-keys';

function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

export type TaskFilterKey = keyof Omit<TaskFilters, 'search'>;

/** The task list's filters and search text; the list asks with the search once typing pauses. */
export function useTaskFilters() {
  const [filters, setFilters] = useState<TaskFilters>({});
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search).trim();
  const listFilters: TaskFilters = {
    ...filters,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  };

  const setFilter = (key: TaskFilterKey, value: string) =>
    setFilters((current) => {
      const next = { ...current } as Record<string, string>;
      if (value) next[key] = value;
      else delete next[key];
      return next as TaskFilters;
    });

  const clear = () => {
    setFilters({});
    setSearch('');
  };

  return {
    filters,
    setFilters,
    setFilter,
    search,
    setSearch,
    clear,
    /** What the list asks the server for. */
    listFilters,
    /** Something narrows the list (the clear button is enabled). */
    narrowed: Object.keys(listFilters).length > 0 || search !== '',
  };
}

export type TaskFilterState = ReturnType<typeof useTaskFilters>;
