import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider: the claims it vouches for. */
export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next login prompt (the test plays the person at the provider). */
  signInAs(account: ProviderAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the OpenID-certified `oidc-provider` package) on a free port of
 * 127.0.0.1, with one confidential client whose redirect URI is `redirectUri`. PKCE is
 * required. Its login and consent prompts answer at once for the person of `signInAs`, so a
 * test (or a browser) goes through the same redirects a person would.
 */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let next: ProviderAccount | null = null;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'usra-test';
  const clientSecret = 'usra-test-secret-0123456789';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['usra-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account }) };
    },
  });

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('signInAs() was not called before the provider asked who it is');
      accounts.set(next.sub, next);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId ?? '';
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A browser at the provider: follows its redirects with its own cookies, until the provider
 * sends the browser back to `returnTo` (the app); answers that address.
 */
export async function followProvider(start: string, returnTo: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.href.startsWith(returnTo)) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(pair.slice(0, eq));
      else cookies.set(pair.slice(0, eq), value);
    }
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(
        `the provider stopped at ${url.href}: ${response.status} ${await response.text()}`,
      );
    }
    url = new URL(location, url);
  }
  throw new Error('the provider redirected too many times');
}
