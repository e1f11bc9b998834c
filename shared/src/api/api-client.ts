import * as z from 'zod/mini';
import { tokenPairSchema, type TokenPair } from '../contracts/auth';
import { ApiError, toApiErrorBody } from './api-error';

export interface TokenStore {
  getAccess(): string | null;
  getRefresh(): string | null;
  save(access: string, refresh?: string | null): void;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokens: TokenStore;
  /** Called once when a refresh fails or no refresh token exists. */
  onSessionExpired: () => void;
  /** Called after every successful refresh. */
  onTokenRefreshed?: (tokens: TokenPair) => void;
  /** Called when the API answers 402: the trial ended after the current token was issued. */
  onTrialExpired?: () => void;
  fetchImpl?: typeof fetch;
  /**
   * Serialises refreshes across the tabs of this origin (the Web Locks API by default): tabs share the
   * stored tokens, and a refresh token works once, so two tabs refreshing at the same time would sign
   * each other out.
   */
  locks?: RefreshLocks;
  /** Where the refresh token is exchanged: the trainers' `/auth/login/refresh` unless given (the client app's own). */
  refreshPath?: string;
  /** The Web Lock that serialises refreshes: one per token pair stored in this origin. */
  lockName?: string;
}

/** The part of the Web Locks API the client uses. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

const REFRESH_LOCK = 'coach.token-refresh';

const browserLocks = (): RefreshLocks | undefined =>
  typeof navigator !== 'undefined' && navigator.locks
    ? { request: (name, callback) => navigator.locks.request(name, callback) }
    : undefined;

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Public endpoints (login, sign-up) send no bearer token and never refresh. */
  auth?: boolean;
  /** The browser's priority for the request (fetch's `priority`): 'low' for what a page never waits for. */
  priority?: RequestPriority;
}

export const REFRESH_PATH = '/auth/login/refresh';
const INVALID_REFRESH = 'Invalid refresh token';

/**
 * One fetch wrapper for every app. On a 401 it refreshes the token once; requests failing meanwhile
 * wait for that same refresh and replay with the new token; a failed refresh ends the session once.
 */
export class ApiClient {
  private baseUrl: string;
  private refreshing: Promise<string | null> | null = null;
  private readonly fetchImpl: typeof fetch;
  private inFlight = 0;
  private readonly activity = new Set<() => void>();

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl ?? '';
    this.fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
  }

  setBaseUrl(baseUrl: string): void {
    this.baseUrl = baseUrl.replace(/\/$/, '');
  }

  /** The full URL of an API path, for requests fetch cannot make (an upload that reports progress). */
  url(path: string): string {
    return this.baseUrl + path;
  }

  get<T>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const auth = options.auth ?? true;
    const sentToken = auth ? this.options.tokens.getAccess() : null;
    let response = await this.send(method, path, options, sentToken);
    if (response.status === 401 && auth) {
      const token = await this.tokenAfter401(sentToken);
      if (!token) throw await this.toError(response);
      response = await this.send(method, path, options, token);
    }
    if (response.status === 402) this.options.onTrialExpired?.();
    if (!response.ok) throw await this.toError(response);
    return (await readJson(response)) as T;
  }

  /**
   * A GET whose answer the caller reads itself (the chats' event stream): the bearer token, and on a 401
   * the same single refresh and replay as every call. Answers the Response unread, whatever its status.
   */
  async fetchAuthorized(path: string, options: Pick<RequestOptions, 'headers' | 'signal' | 'priority'> = {}): Promise<Response> {
    const sentToken = this.options.tokens.getAccess();
    let response = await this.send('GET', path, options, sentToken);
    if (response.status === 401) {
      const token = await this.tokenAfter401(sentToken);
      if (token) response = await this.send('GET', path, options, token);
    }
    if (response.status === 402) this.options.onTrialExpired?.();
    return response;
  }

  /**
   * Calls `onQuiet` once none of this client's requests has been waiting for an answer during `quietMs`
   * (the page finished asking for what it shows). Answers how to stop waiting.
   */
  whenQuiet(quietMs: number, onQuiet: () => void): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (this.inFlight > 0) return;
      timer = setTimeout(() => {
        stop();
        onQuiet();
      }, quietMs);
    };
    const stop = () => {
      clearTimeout(timer);
      this.activity.delete(check);
    };
    this.activity.add(check);
    check();
    return stop;
  }

  /**
   * Asks for new tokens now, so the claims follow a profile change; joins a refresh already under way.
   * Resolves with the new access token, or null when the session ended.
   */
  refreshSession(): Promise<string | null> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** The token to replay with: a newer one already stored, or the result of the single refresh. */
  private tokenAfter401(sentToken: string | null): Promise<string | null> {
    const current = this.options.tokens.getAccess();
    if (current && current !== sentToken && !this.refreshing) return Promise.resolve(current);
    return this.refreshSession();
  }

  private refresh(): Promise<string | null> {
    const seen = this.options.tokens.getRefresh();
    const locks = this.options.locks ?? browserLocks();
    const lockName = this.options.lockName ?? REFRESH_LOCK;
    return locks ? locks.request(lockName, () => this.refreshUnlessRotated(seen)) : this.refreshUnlessRotated(seen);
  }

  /** Inside the lock: if another tab rotated the token while this one waited, its new tokens serve. */
  private async refreshUnlessRotated(seen: string | null): Promise<string | null> {
    const refresh = this.options.tokens.getRefresh();
    const access = this.options.tokens.getAccess();
    if (refresh && access && refresh !== seen) {
      this.options.onTokenRefreshed?.({ access, refresh });
      return access;
    }
    if (refresh) {
      // No answer (the network dropped, or the page is leaving) or the server unavailable (5xx, 429): the
      // refresh token was not refused, so the session and its tokens stay for the next request to try again.
      const response = await this.send('POST', this.options.refreshPath ?? REFRESH_PATH, { body: { refresh } }, null).catch(() => null);
      if (!response || response.status >= 500 || response.status === 429) return null;
      return this.takeRefreshAnswer(response, refresh);
    }
    this.options.onSessionExpired();
    return null;
  }

  /** The refresh's answer: new tokens stored, or the session ended (the token was refused or the answer is unreadable). */
  private async takeRefreshAnswer(response: Response, refresh: string): Promise<string | null> {
    try {
      const payload = response.ok ? await readJson(response) : null;
      const parsed = z.partial(tokenPairSchema, { refresh: true }).safeParse(payload);
      if (!parsed.success) throw new Error(INVALID_REFRESH);
      const tokens: TokenPair = { access: parsed.data.access, refresh: parsed.data.refresh ?? refresh };
      this.options.tokens.save(tokens.access, tokens.refresh);
      this.options.onTokenRefreshed?.(tokens);
      return tokens.access;
    } catch {
      this.options.onSessionExpired();
      return null;
    }
  }

  private send(method: string, path: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    this.changeInFlight(1);
    const answer = this.fetchImpl(this.baseUrl + path + queryString(options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.priority ? { priority: options.priority } : {}),
    });
    void answer.then(
      () => this.changeInFlight(-1),
      () => this.changeInFlight(-1),
    );
    return answer;
  }

  private changeInFlight(by: number): void {
    this.inFlight += by;
    for (const listener of [...this.activity]) listener();
  }

  private async toError(response: Response): Promise<ApiError> {
    const payload = await readJson(response).catch(() => null);
    return new ApiError(response.status, toApiErrorBody(response.status, payload));
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
