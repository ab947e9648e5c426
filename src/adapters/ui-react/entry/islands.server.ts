/**
 * Server side of the island registry: resolves every loader of `ISLANDS` once, when the server
 * first imports this module, and hands the components to the runtime's `<Island>` wrapper, which
 * renders synchronously. Imported for its effect by the page renderer (and by tests that render).
 */
import { provideIslandComponents, resolveIslands } from '../runtime/island-registry.js';
import { ISLANDS } from './islands.js';

provideIslandComponents(await resolveIslands(ISLANDS));
