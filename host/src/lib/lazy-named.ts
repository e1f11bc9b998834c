import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export: the component and its dependencies load on first render. */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
