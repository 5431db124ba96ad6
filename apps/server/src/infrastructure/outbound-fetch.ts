import type { Config } from '../config/config';
import { createGuardedFetch, type GuardedFetch, type Resolver } from './guarded-fetch';
import { parseAddressAllowList } from './outbound-address';

/** The guarded client as the operator configured it (OUTBOUND_*): what every feature calls out with. */
export function outboundFetchFromConfig(
  config: Pick<Config, 'OUTBOUND_ALLOW_HTTP' | 'OUTBOUND_ALLOW_PRIVATE' | 'OUTBOUND_IDLE_TIMEOUT_SECONDS'>,
  opts: { resolve?: Resolver } = {},
): GuardedFetch {
  return createGuardedFetch({
    allowHttp: config.OUTBOUND_ALLOW_HTTP,
    allowPrivate: parseAddressAllowList(config.OUTBOUND_ALLOW_PRIVATE),
    idleTimeoutMs: config.OUTBOUND_IDLE_TIMEOUT_SECONDS * 1000,
    resolve: opts.resolve,
  });
}
