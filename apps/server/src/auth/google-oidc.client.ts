import * as client from 'openid-client';
import type { GoogleIdentity } from './accounts.service';

/** What the browser carries (in a short-lived cookie) between leaving for Google and coming back. */
export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Google (or any OpenID provider) sign-in, behind an interface so routes never see openid-client. */
export interface GoogleOidc {
  begin(redirectUri: string): Promise<{ url: URL; pending: PendingGoogleSignIn }>;
  /** Exchanges the code in the callback's query and returns the verified identity. */
  finish(callbackQuery: URLSearchParams, pending: PendingGoogleSignIn): Promise<GoogleIdentity>;
}

export function createGoogleOidc(opts: { issuer: string; clientId: string; clientSecret: string }): GoogleOidc {
  const issuer = new URL(opts.issuer);
  let discovered: Promise<client.Configuration> | undefined;
  // Discovery is fetched once per process; a failed fetch is retried on the next sign-in.
  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client
      .discovery(
        issuer,
        opts.clientId,
        undefined,
        client.ClientSecretPost(opts.clientSecret),
        // Only a local test provider is plain http; real issuers must be https.
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };

  return {
    async begin(redirectUri) {
      const config = await configuration();
      const pending: PendingGoogleSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    async finish(callbackQuery, pending) {
      const config = await configuration();
      // Rebuild the URL from the registered redirect URI: behind a proxy the request URL may differ.
      const currentUrl = new URL(pending.redirectUri);
      currentUrl.search = callbackQuery.toString();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider returned no ID token.');
      let profile: Record<string, unknown> = claims;
      // Providers that follow the spec strictly put email and name only in userinfo.
      if (typeof claims.email !== 'string') {
        profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
      }
      return {
        sub: claims.sub,
        email: typeof profile.email === 'string' ? profile.email : undefined,
        emailVerified: profile.email_verified === true || profile.email_verified === 'true',
        name: typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : undefined,
      };
    },
  };
}
