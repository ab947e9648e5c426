import { ContainerModule, type Bind, type Container } from 'inversify';
import type { RouteRegistration } from '../adapters/http/app.js';

/**
 * One area of the shop (catalog, basket, wishlist, accounts): its container module binds its
 * adapters and use cases under its own tokens, and `routes` pairs each of its route plugins with
 * the use cases that plugin's file asks for. compose-app loads every area's module and registers
 * every area's routes; nothing else lists an area's use cases.
 */
export interface HttpArea {
  name: string;
  module: ContainerModule;
  routes(container: Container): RouteRegistration[];
}

/** An area from its name, what it binds, and its routes. */
export const httpArea = (name: string, bindings: (bind: Bind) => void, routes: HttpArea['routes']): HttpArea =>
  ({ name, module: new ContainerModule(({ bind }) => bindings(bind)), routes });
