import { startEarly } from './app/early-start';

// What the first screen needs from the network starts now, before the app's own chunks arrive.
startEarly();
// The async boundary lets Module Federation negotiate shared singletons before any code runs.
import('./bootstrap');
