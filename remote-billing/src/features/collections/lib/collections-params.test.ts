import { readCollectionsParams, toPeriodQuery, writeCollectionsParams } from './collections-params';

describe('Cobros params', () => {
  it('reads the defaults from an empty or unknown query', () => {
    expect(readCollectionsParams(new URLSearchParams('vista=cobros&estado=x&pagina=-2'))).toEqual({ status: 'todos', sort: 'vencimiento', page: 1 });
  });

  it('writes only what differs from the defaults, keeping the view', () => {
    const next = writeCollectionsParams(new URLSearchParams('vista=cobros'), { status: 'vencidos', sort: '-monto', page: 2 });
    expect(next.toString()).toBe('vista=cobros&estado=vencidos&orden=-monto&pagina=2');
    expect(toPeriodQuery(readCollectionsParams(next))).toEqual({ status: 'overdue', sort: '-amount', page: 2, pageSize: 20 });
  });
});
