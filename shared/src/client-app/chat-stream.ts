import { afterPageLoad, chatPaths, createChatStream, STREAM_PRIORITY, type ChatStream } from '@coach/shared';
import { clientApi, useClientSession } from './session';

/**
 * The client app's live chat: the same stream machinery as the trainer's (`createChatStream`), on the
 * client's own path and tokens. One per tab (`@coach/shared/client-app` is a singleton), shared by the
 * app's unread badge and the clients area's chat screen.
 */
export const clientChatStream: ChatStream = createChatStream({
  waitToStart: (start) => afterPageLoad(start, clientApi),
  open: (signal) => clientApi.fetchAuthorized(chatPaths.clientAppStream, { signal, headers: { Accept: 'text/event-stream' }, priority: STREAM_PRIORITY }),
  isSignedIn: () => useClientSession.getState().user !== null,
  watchSession: (onChange) =>
    useClientSession.subscribe((state, previous) => {
      if ((state.user === null) !== (previous.user === null)) onChange();
    }),
  watchWakeUps: (onWakeUp) => {
    // A refreshed token (the session store re-reads it) and the network coming back are worth a try now.
    const stopWatching = useClientSession.subscribe((state, previous) => {
      if (state.user !== null && state.user !== previous.user) onWakeUp();
    });
    window.addEventListener('online', onWakeUp);
    return () => {
      stopWatching();
      window.removeEventListener('online', onWakeUp);
    };
  },
});
