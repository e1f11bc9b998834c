// The async boundary lets Module Federation negotiate shared singletons before any code runs.
import('./bootstrap');
