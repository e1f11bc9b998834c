import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** SPEC.md section 2: an area's code is retried 3 times, 1 s apart, before its error panel shows. */
export const REMOTE_RETRIES = 3;
export const REMOTE_RETRY_DELAY_MS = 1000;

/** The one retry layer for remotes: manifests (fetch) and remote entries (script). */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retries = { retryTimes: REMOTE_RETRIES, retryDelay: REMOTE_RETRY_DELAY_MS };
  return RetryPlugin({ fetch: retries, script: retries }) as unknown as ModuleFederationRuntimePlugin;
}
