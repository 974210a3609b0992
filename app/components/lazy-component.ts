import { lazy, type ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };

/**
 * React's lazy() for a component whose code a page may already have fetched when React draws it (pages start their
 * chunks together, ahead of the render: preloadBehaviours, preloadDeferred). `loaded` gives the component once its
 * code is here. Then it is drawn at once: React's own lazy() would suspend the render for a promise already settled,
 * and each suspension costs a page's hydration another render.
 */
export function lazyComponent<P>(
  load: () => Promise<ComponentType<P>>,
  loaded: () => ComponentType<P> | undefined,
): ComponentType<P> {
  return lazy(() => {
    const component = loaded();
    if (!component) return load().then((fetched) => ({ default: fetched }));
    // A thenable that settles as React subscribes to it: React reads the component in this very render.
    const settled = { then: (resolve: (module: Module<P>) => void) => resolve({ default: component }) };
    return settled as unknown as Promise<Module<P>>;
  });
}
