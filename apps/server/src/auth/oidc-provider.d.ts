// oidc-provider (dev dependency, used only by tests as a real local OpenID provider) ships no types.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ProviderInstance {
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
  const Provider: new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
  export default Provider;
}
