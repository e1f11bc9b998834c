// `@coach/shared/client-app`: what the clients' app and the areas' pieces of it share (its session and
// API client, its task query, the outbox that sends each write once, its paths). A share of its own, so
// the trainers' screens never download it.
export * from './session';
export * from './tasks';
export * from './profile';
export * from './outbox';
export { newId } from './new-id';
export * from './completions';
export * from './chat-stream';
