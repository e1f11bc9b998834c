import { foldForSearch, includesIgnoringAccents, searchTerm } from './search-term';

describe('searching a list as a person types', () => {
  it('ignores accents and letter case', () => {
    expect(includesIgnoringAccents('México', 'Mexico')).toBe(true);
    expect(includesIgnoringAccents('Perú', 'peru')).toBe(true);
    expect(includesIgnoringAccents('Perú', ' PERÚ ')).toBe(true);
    expect(includesIgnoringAccents('Ciudad de México', 'ciudad de mex')).toBe(true);
    expect(includesIgnoringAccents('São Paulo', 'sao')).toBe(true);
    expect(foldForSearch('Bíceps')).toBe('biceps');
  });

  it('still tells different words apart, and finds a ñ typed as n', () => {
    expect(includesIgnoringAccents('Brasil', 'mex')).toBe(false);
    expect(includesIgnoringAccents('España', 'espana')).toBe(true);
    expect(includesIgnoringAccents('Perú', 'peruano')).toBe(false);
  });

  it('searches for visible characters only', () => {
    expect(searchTerm('  Ana\tGómez \n')).toBe('Ana Gómez');
  });
});
