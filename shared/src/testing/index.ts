// `@coach/shared/testing`: helpers for the web packages' tests (never imported by app code).
export * from './fetch-stub';
export * from './screen-harness';
export * from './client-record';
export * from '../chats/chat-stream-fake';
