import { startEarly } from './app/early-start';

// "Hoy" has one address, the app's folder (`/app/`, index.html's <base>): `/app` without its slash (a
// bookmark, a link typed by hand, answered by the service worker offline) becomes it before the router reads it.
const home = new URL(document.baseURI).pathname;
if (location.pathname === home.replace(/\/$/, '')) history.replaceState(history.state, '', `${home}${location.search}${location.hash}`);

// What the first screen needs from the network starts now, before the app's own chunks arrive.
startEarly();
// The async boundary lets Module Federation negotiate shared singletons before any code runs. In a task of
// its own: negotiating them is the start's longest work, and a phone's main thread answers in between.
// index.html preloads what this import needs (its chunk name is how the build finds it: first-screen-files.cjs).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
