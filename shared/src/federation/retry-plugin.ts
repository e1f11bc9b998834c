import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_RETRIES, REMOTE_RETRY_DELAY_MS } from '../remote/load-with-retry';

/** Network retries for manifests and remote entries: 3 times, 1 s apart (SPEC.md section 2). */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retries = { retryTimes: REMOTE_RETRIES, retryDelay: REMOTE_RETRY_DELAY_MS };
  return RetryPlugin({ fetch: retries, script: retries }) as unknown as ModuleFederationRuntimePlugin;
}
