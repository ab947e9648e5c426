/** The Checkout API answered with a status outside 2xx; `body` is what it said. */
export class AdyenHttpError extends Error {
  constructor(readonly status: number, readonly body: string) {
    super(`Adyen answered ${status}`);
  }
}

/** The Checkout API could not be reached or did not answer in time. */
class AdyenUnreachable extends Error {}

/** The part of the library's request options this client reads. */
export interface AdyenRequestOptions {
  idempotencyKey?: string;
  method?: string;
}

export interface AdyenHttpClientOptions {
  /** Base URL the library's paths are moved onto ('/v72/payments' is appended to it). */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const VERSIONED_PATH = /\/v\d+\/.*$/;

/**
 * The `ClientInterface` given to `new Client(config, http)`: the library builds Adyen's own URLs
 * (https://checkout-test.adyen.com/v72/payments); this client posts the same path under
 * `baseUrl` (so tests reach a stand-in on 127.0.0.1), with `x-api-key`, the request's
 * `Idempotency-Key` and a timeout. Non-2xx answers throw AdyenHttpError; no answer, AdyenUnreachable.
 */
export class AdyenHttpClient {
  private readonly baseUrl: string;

  constructor(private readonly options: AdyenHttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async request(endpoint: string, json: string | Buffer, _config: unknown, _isApiKeyRequired: boolean, requestOptions?: AdyenRequestOptions): Promise<string> {
    const path = VERSIONED_PATH.exec(new URL(endpoint).pathname)?.[0];
    if (path === undefined) throw new AdyenUnreachable(`Not a versioned Adyen endpoint: ${endpoint}`);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': this.options.apiKey };
    if (requestOptions?.idempotencyKey) headers['Idempotency-Key'] = requestOptions.idempotencyKey;
    const method = requestOptions?.method ?? 'POST';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method, headers, body: method === 'GET' ? undefined : json.toString(), signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new AdyenUnreachable((error as Error).message);
    }
    if (response.status < 200 || response.status > 299) throw new AdyenHttpError(response.status, text);
    try {
      JSON.parse(text);
    } catch {
      throw new AdyenUnreachable('Adyen answered something that is not JSON');
    }
    return text;
  }
}
