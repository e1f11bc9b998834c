import { readListParams, toListQuery, writeListParams } from './list-params';

describe('library list params', () => {
  it('reads the URL, ignoring unknown values, and writes back only what differs from the defaults', () => {
    const params = readListParams(new URLSearchParams('q=sentadilla&source=own&muscleGroup=gluteos&muscleGroup=nada&muscleGroup=gluteos&sort=-createdAt&page=3'));
    expect(params).toEqual({ page: 3, search: 'sentadilla', source: 'own', sort: '-createdAt', muscleGroups: ['gluteos'] });
    expect(writeListParams(params).toString()).toBe('q=sentadilla&source=own&muscleGroup=gluteos&sort=-createdAt&page=3');
    expect(writeListParams(readListParams(new URLSearchParams('source=todo&page=-1'))).toString()).toBe('');
  });

  it('sends a clean search and the muscle groups as a list', () => {
    const query = toListQuery({ page: 1, search: '  press\tbanca ', source: 'all', sort: 'name', muscleGroups: ['pectorales', 'triceps'] });
    expect(query).toEqual({ page: 1, pageSize: 24, sort: 'name', source: 'all', search: 'press banca', muscleGroup: ['pectorales', 'triceps'] });
  });
});
