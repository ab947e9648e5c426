import type { Bind, ServiceIdentifier } from 'inversify';

/** The tokens of a constructor's parameters, one a parameter (optional ones too), in order. */
type TokensOf<Args extends unknown[]> = { [K in keyof Args]-?: ServiceIdentifier<Args[K]> };

/**
 * Binds `id` to one instance of `Class`, made on first use from the values of `deps` in the
 * order of its constructor's parameters: the binding an adapter needs when its constructor takes
 * its ports and nothing else, bound under the token of the port it implements.
 */
export function bindSingleton<T, Args extends unknown[]>(bind: Bind, id: ServiceIdentifier<T>, Class: new (...args: Args) => T, deps: TokensOf<Args>): void {
  bind(id).toResolvedValue((...args: Args) => new Class(...args), deps).inSingletonScope();
}

/**
 * Binds each use case under its own class (a use case is a class of its own, so its class is its
 * token: `container.get(AddToBasket)`), made once from `deps`; several use cases over the same
 * ports share one line.
 */
export function bindUseCases<Args extends unknown[]>(bind: Bind, UseCases: readonly (new (...args: Args) => unknown)[], deps: TokensOf<Args>): void {
  for (const UseCase of UseCases) bindSingleton(bind, UseCase, UseCase, deps);
}
