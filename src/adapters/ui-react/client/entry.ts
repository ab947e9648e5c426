import '../styles/storefront.css';
import { hydrateIslands, watchForIslands } from './hydrate-islands.js';

hydrateIslands(document);
watchForIslands(document.body);

export { hydrateIslands };
