const displayName = Symbol.for('fastify.display-name');

/**
 * Gives a routes plugin the name Fastify shows in its plugin tree and errors: its function's name.
 * A plugin without one makes Fastify look for the module that exports it by walking `require.cache`
 * at each registration; under jest, whose `require.cache` is a proxy over every loaded module, that
 * walk was half of each test's app start (~35 of ~60 ms over the 33 routes plugins).
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin, name = plugin.name): Plugin {
  if (!name) throw new Error('A routes plugin needs a name');
  return Object.defineProperty(plugin, displayName, { value: name });
}
