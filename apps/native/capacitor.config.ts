import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper (docs/native.md). The app's pages come from the family's own Usra server
 * (`USRA_SERVER_URL`, e.g. https://usra.example.org): the web app calls its API on the same
 * origin, with its session cookie, exactly as in a browser. Without it the wrapper opens the
 * built web app copied from apps/web/dist (webDir): its screens, with no server to talk to,
 * which is enough to check a build but not to use the app.
 */
const serverUrl = process.env.USRA_SERVER_URL?.trim();

const config: CapacitorConfig = {
  appId: 'org.usra.app',
  appName: 'Usra',
  webDir: '../web/dist',
  backgroundColor: '#0f766e',
  ...(serverUrl
    ? {
        server: {
          url: serverUrl,
          // Plain http only for a server on the local network during development.
          cleartext: serverUrl.startsWith('http://'),
          allowNavigation: [new URL(serverUrl).host],
        },
      }
    : {}),
  android: { allowMixedContent: false },
  ios: { contentInset: 'automatic' },
};

export default config;
