import type { TokenSource } from './client';
import { NetworkError } from './errors';
import { API_BASE, readEnvelope } from './http';

export interface UploadOptions<T> {
  readonly form: FormData;
  readonly parse: (data: unknown) => T;
  /** Called with 0-100 as the body goes out (spec §2 "uploader with percent progress"). */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

export type ApiUpload = <T>(path: string, options: UploadOptions<T>) => Promise<T>;

type Sent = { status: number; body: string };

/** fetch cannot report upload progress, so a form goes out on XMLHttpRequest. */
const post = (url: string, token: string, { form, onProgress, signal }: UploadOptions<unknown>) =>
  new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, body: xhr.responseText });
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });

/** Posts a multipart form with the bearer token, reporting progress; the answer is read like any other call's. */
export const createApiUpload =
  (tokens: TokenSource): ApiUpload =>
  async (path, options) => {
    const url = `${API_BASE}/${path.replace(/^\//, '')}`;
    let sent = await post(url, await tokens.ensure(), options);
    if (sent.status === 401) sent = await post(url, await tokens.refresh(), options);
    return readEnvelope(new Response(sent.body, { status: sent.status }), options.parse);
  };
