import fp from 'fastify-plugin';
import { CaughtUpGyms } from './catch-up';

declare module 'fastify' {
  interface FastifyInstance {
    /** The businesses this instance found caught up today (see CaughtUpGyms): reads skip the probe. */
    caughtUpGyms: CaughtUpGyms;
  }
}

export const caughtUpGymsPlugin = fp(
  async (app) => {
    app.decorate('caughtUpGyms', new CaughtUpGyms());
  },
  { name: 'caught-up-gyms' },
);
