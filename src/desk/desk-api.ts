import type { Problem } from '@/l10n/problem';
import type { ProblemCount } from '@/l10n/problem-count';
import type {
  AddItemRequest,
  CheckRequest,
  CheckResult,
  AddItemResult,
  DeskEntry,
  DeskErrorBody,
  SaveRequest,
  SaveResult,
  SearchHit,
} from './desk-types';

/** An answer of the desk's server that is not a success, with its words (and a code frame). */
export class DeskRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly frame?: string,
    readonly problems?: Problem[],
  ) {
    super(message);
  }
}

/** Every request carries `X-Desk: 1`: the server answers nothing else (see desk-server.ts). */
async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Desk': '1',
      // The server answers in the desk's language: the page's.
      'X-Desk-Lang': document.documentElement.lang === 'ar' ? 'ar' : 'en',
    },
    cache: 'no-store',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const data = (await response.json().catch(() => ({
    error: `${response.status} ${response.statusText}`,
  }))) as T | DeskErrorBody;
  if (!response.ok) {
    const { error, frame, problems } = data as DeskErrorBody;
    throw new DeskRequestError(response.status, error, frame, problems);
  }
  return data as T;
}

export const deskApi = {
  entry: (id: string) => call<DeskEntry>(`/__desk/entry?id=${encodeURIComponent(id)}`),
  save: (request: SaveRequest) => call<SaveResult>('/__desk/save', request),
  review: (ns: string, path: string) => call<{ ok: true }>('/__desk/review', { ns, path }),
  addItem: (request: AddItemRequest) => call<AddItemResult>('/__desk/add-item', request),
  check: (request: CheckRequest) => call<CheckResult>('/__desk/check', request),
  note: (ns: string, path: string, note: string) =>
    call<{ ok: true }>('/__desk/note', { ns, path, note }),
  search: (query: string) => call<SearchHit[]>(`/__desk/search?q=${encodeURIComponent(query)}`),
  summary: () => call<ProblemCount>('/__desk/summary'),
};
