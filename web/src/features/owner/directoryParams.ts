import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DirectorySortField, SortDirection } from '../../gql/generated';

export const PAGE_SIZE = 50;
export const SEARCH_MAX = 100;
/** A search's total stops counting here (the directory's schema): the page says "1,000+" and pages on by cursor. */
export const SEARCH_COUNT_CAP = 1000;

const SORTS: Record<string, DirectorySortField> = {
  name: 'NAME',
  email: 'EMAIL',
  role: 'ROLE',
  registered: 'REGISTERED',
};

export interface DirectoryParams {
  q: string;
  sortBy: DirectorySortField;
  direction: SortDirection;
  page: number;
}

const DEFAULTS: DirectoryParams = { q: '', sortBy: 'NAME', direction: 'ASC', page: 1 };

/** The user table's state from the URL (`?q=&sort=&dir=&page=`); anything unreadable falls back to the default. */
export function readParams(params: URLSearchParams): DirectoryParams {
  const sortBy = SORTS[params.get('sort') ?? ''] ?? DEFAULTS.sortBy;
  const direction = params.get('dir') === 'desc' ? 'DESC' : 'ASC';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    sortBy,
    direction,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a state: only what differs from the default, so the plain /owner stays plain. */
export function writeParams(state: DirectoryParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sortBy !== DEFAULTS.sortBy || state.direction !== DEFAULTS.direction) {
    params.set('sort', state.sortBy.toLowerCase());
    params.set('dir', state.direction.toLowerCase());
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The table's state, kept in the URL so a reload (or a shared link) shows the same search, order and page. */
export function useDirectoryParams(): [DirectoryParams, (change: Partial<DirectoryParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readParams(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<DirectoryParams>) =>
      setSearchParams((current) => writeParams({ ...readParams(current), ...change }), { replace: true }),
    [setSearchParams],
  );
  return [state, update];
}
