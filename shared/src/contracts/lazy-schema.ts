/**
 * A schema built the first time something reads it, not when its module loads. zod builds every schema
 * eagerly, and the shell's contracts load with `@coach/shared` on the first screen: the sign-in page
 * paid for the chats, profile and dashboard schemas it never uses (~12 ms of a desktop's CPU, four
 * times that on Lighthouse's phone, all in the start's one long task). The value behaves as the schema
 * itself (every read is forwarded to it), so callers, `z.infer` and JSON Schema see no difference.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // Reported configurable: the proxy's own (empty) target must not be contradicted.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
