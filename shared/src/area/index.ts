// `@coach/shared/area`: the frame and building blocks of the private areas' screens. A share of its own
// (apart from `@coach/shared`) so the sign-in screens don't download what only those screens render
// (antd's Typography and Empty).
export * from './area-page';
export * from './panel';
export * from './reveal-first-error';
export * from './no-permission';
