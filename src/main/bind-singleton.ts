import type { Bind, ServiceIdentifier } from 'inversify';
import type { Database } from '../adapters/persistence/database.js';
import type { AppConfig } from './config.js';
import { TOKENS } from './tokens.js';

/** The tokens of a constructor's parameters, one a parameter (optional ones too), in order. */
type TokensOf<Args extends unknown[]> = { [K in keyof Args]-?: ServiceIdentifier<Args[K]> };

/**
 * Binds `id` to one instance of `Class`, made on first use from the values of `deps` in the
 * order of its constructor's parameters.
 */
function bindSingleton<T, Args extends unknown[]>(bind: Bind, id: ServiceIdentifier<T>, Class: new (...args: Args) => T, deps: TokensOf<Args>): void {
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

/** Per adapter, the port's token and the adapter's class, made from the database alone. */
type OnDatabase<Ports extends unknown[]> = { [K in keyof Ports]: readonly [ServiceIdentifier<Ports[K]>, new (db: Database) => Ports[K]] };

/** Binds each SQL adapter whose constructor takes the database and nothing else under its port's token. */
export function bindDatabaseAdapters<Ports extends unknown[]>(bind: Bind, ...adapters: OnDatabase<Ports>): void {
  for (const [id, Adapter] of adapters) bindSingleton(bind, id, Adapter, [TOKENS.Database]);
}

/**
 * Binds a payment provider's port to its real client when `liveOf` makes one from the
 * configuration, else to the provider's sandbox (bound under `sandbox`, null unless it runs).
 */
export function bindLiveOrSandbox<Port>(bind: Bind, port: ServiceIdentifier<Port>, sandbox: ServiceIdentifier<Port | null>, liveOf: (config: AppConfig) => Port | null): void {
  bind(port).toResolvedValue((config: AppConfig, sandboxed: Port | null) => liveOf(config) ?? sandboxed!, [TOKENS.Config, sandbox]).inSingletonScope();
}
