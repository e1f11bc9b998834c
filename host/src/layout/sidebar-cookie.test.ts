import { readSidebarOpen, writeSidebarOpen } from './sidebar-cookie';

describe('sidebar cookie', () => {
  afterEach(() => {
    document.cookie = 'sidebar_state=; max-age=0; path=/';
  });

  it('is open when there is no cookie', () => expect(readSidebarOpen('')).toBe(true));

  it.each([
    ['sidebar_state=false', false],
    ['a=1; sidebar_state=true; b=2', true],
    ['other_sidebar_state=false', true],
    ['sidebar_state=maybe', true],
  ])('%p reads as open=%p', (cookie, open) => expect(readSidebarOpen(cookie)).toBe(open));

  it('writes the state for 7 days on the whole site', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    writeSidebarOpen(false);
    expect(set).toHaveBeenCalledWith('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    expect(readSidebarOpen()).toBe(false);
    set.mockRestore();
  });
});
