import { act, render } from '@testing-library/react';
import { announceClientChange, useClientChanges, type ClientFact } from './client-changes';

function Listener({ clientId, facts, onChange }: { clientId: number | null; facts: ClientFact[]; onChange: jest.Mock }) {
  useClientChanges(clientId, facts, onChange);
  return null;
}

describe('client changes between areas', () => {
  it('reaches the listeners of that client and fact, of any client, and of an unnamed client; not after unmounting', () => {
    const ofFive = jest.fn();
    const ofAny = jest.fn();
    const ofTasks = jest.fn();
    const { unmount } = render(
      <>
        <Listener clientId={5} facts={['plan', 'profile']} onChange={ofFive} />
        <Listener clientId={null} facts={['plan']} onChange={ofAny} />
        <Listener clientId={5} facts={['tasks']} onChange={ofTasks} />
      </>,
    );
    act(() => announceClientChange({ clientId: 5, facts: ['plan'] }));
    act(() => announceClientChange({ clientId: 6, facts: ['plan'] }));
    act(() => announceClientChange({ clientId: null, facts: ['plan'] }));
    expect(ofFive).toHaveBeenCalledTimes(2);
    expect(ofAny).toHaveBeenCalledTimes(3);
    expect(ofTasks).not.toHaveBeenCalled();
    unmount();
    act(() => announceClientChange({ clientId: 5, facts: ['plan', 'tasks'] }));
    expect(ofFive).toHaveBeenCalledTimes(2);
    expect(ofTasks).not.toHaveBeenCalled();
  });
});
