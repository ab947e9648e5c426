import { createElement } from 'react';
import { islandComponent, type IslandHydration, type IslandName, type IslandProps } from './island-registry.js';
import { serialiseJsonForHtml } from './serialise-json.js';

/**
 * Server side of an island: the component rendered inside `[data-island-root]`, its props as a
 * JSON block beside it (no inline executable script: the CSP forbids them). The client runtime
 * hydrates the root with the same component and props. The component comes from the one island
 * registry (`entry/islands.ts`), resolved at server start. `hydrate` says when the client hydrates
 * it (`load`, the default, `visible` or `intent`).
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'load' }: { name: N; props: IslandProps<N>; hydrate?: IslandHydration }) {
  const Component = islandComponent(name);
  return (
    <div className="island" data-island={name} data-island-hydrate={hydrate === 'load' ? undefined : hydrate}>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serialiseJsonForHtml(props) }} />
      <div className="island__root" data-island-root="">
        {createElement(Component, props as object)}
      </div>
    </div>
  );
}
