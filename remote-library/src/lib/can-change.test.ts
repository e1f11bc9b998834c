import { canChangeItem } from './can-change';

const own = (createdByUserId: number | null) => ({ source: 'own' as const, createdByUserId });

describe('canChangeItem', () => {
  it('lets an Administrador change any of the business’s items, including another member’s', () => {
    expect(canChangeItem(own(7), { role: 'AD', userId: 1 })).toBe(true);
    expect(canChangeItem(own(null), { role: 'AD', userId: 1 })).toBe(true);
  });

  it('lets an Entrenador change only what they created', () => {
    expect(canChangeItem(own(1), { role: 'CO', userId: 1 })).toBe(true);
    expect(canChangeItem(own(7), { role: 'CO', userId: 1 })).toBe(false);
    expect(canChangeItem(own(null), { role: 'CO', userId: 1 })).toBe(false);
  });

  it('lets nobody change a Coach item, and offers nothing while signed out', () => {
    expect(canChangeItem({ source: 'product', createdByUserId: null }, { role: 'AD', userId: 1 })).toBe(false);
    expect(canChangeItem(own(null), { role: undefined, userId: undefined })).toBe(false);
  });
});
