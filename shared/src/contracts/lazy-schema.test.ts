import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

const eager = () => z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Requerido')), age: z.optional(z.number()) });

describe('lazySchema', () => {
  it('builds the schema only when it is first read, and once', () => {
    const build = jest.fn(eager);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ name: ' Ana ' })).toEqual({ success: true, data: { name: 'Ana' } });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('works inside other schemas, with instanceof, and gives the same JSON Schema as the schema itself', () => {
    const lazy = lazySchema(eager);
    const outer = z.object({ person: lazy, people: z.array(lazy) });
    expect(outer.parse({ person: { name: 'Ana' }, people: [{ name: 'Bea', age: 3 }] })).toEqual({
      person: { name: 'Ana' },
      people: [{ name: 'Bea', age: 3 }],
    });
    expect(lazy instanceof z.ZodMiniObject).toBe(true);
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(eager()));
    expect(z.toJSONSchema(z.extend(lazy, { extra: z.boolean() }))).toEqual(z.toJSONSchema(z.extend(eager(), { extra: z.boolean() })));
  });

  it('can be inspected like any object (keys, spread) without breaking the proxy rules', () => {
    const lazy = lazySchema(eager);
    expect(Object.keys(lazy)).toEqual(Object.keys(eager()));
    expect(() => ({ ...lazy })).not.toThrow();
  });
});
