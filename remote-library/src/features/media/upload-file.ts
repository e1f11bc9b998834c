import { apiClient, tokenStorage } from '@coach/shared';

export interface UploadRequest {
  /** An API path such as `/api/v1/exercises/12/image`. */
  path: string;
  file: File;
  /** 0–100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A failed upload, with the message to show (the API's own Spanish text when it sent one). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const uploadMessages = {
  network: 'No pudimos subir el archivo: revisá tu conexión e intentá de nuevo.',
  sessionEnded: 'Tu sesión terminó. Volvé a iniciar sesión y subí el archivo de nuevo.',
  failed: 'No pudimos subir el archivo. Intentá de nuevo.',
} as const;

// fetch cannot report upload progress, hence XMLHttpRequest here, to the shared client's base URL.

interface Answer {
  status: number;
  body: unknown;
}

function send({ path, file, onProgress, signal }: UploadRequest, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', apiClient.url(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new UploadError(0, uploadMessages.network));
    xhr.onabort = () => reject(new DOMException('La subida se canceló', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const messageOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message ? body.message : undefined;

/**
 * PUT one file as multipart/form-data (one part named `file`) with the session's bearer token,
 * reporting progress. On a 401 it asks the shared client for a new token once and sends again.
 * Resolves with the API's JSON answer; rejects with an UploadError carrying a Spanish message.
 */
export async function uploadFile(request: UploadRequest): Promise<unknown> {
  let answer = await send(request, tokenStorage.getAccess());
  if (answer.status === 401) {
    const token = await apiClient.refreshSession();
    if (!token) throw new UploadError(401, uploadMessages.sessionEnded);
    request.onProgress?.(0);
    answer = await send(request, token);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new UploadError(answer.status, answer.status === 401 ? uploadMessages.sessionEnded : (messageOf(answer.body) ?? uploadMessages.failed));
  }
  return answer.body;
}
