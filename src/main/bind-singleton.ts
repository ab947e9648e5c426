import type { Bind, ServiceIdentifier } from 'inversify';

/** The tokens of a constructor's parameters, one a parameter (optional ones too), in order. */
type TokensOf<Args extends unknown[]> = { [K in keyof Args]-?: ServiceIdentifier<Args[K]> };

/**
 * Binds `id` to one instance of `Class`, made on first use from the values of `deps` in the
 * order of its constructor's parameters: the binding a use case or an adapter needs when its
 * constructor takes its ports and nothing else.
 */
export function bindSingleton<T, Args extends unknown[]>(bind: Bind, id: ServiceIdentifier<T>, Class: new (...args: Args) => T, deps: TokensOf<Args>): void {
  bind(id).toResolvedValue((...args: Args) => new Class(...args), deps).inSingletonScope();
}
