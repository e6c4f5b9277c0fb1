import { registerSW } from 'virtual:pwa-register';
import { startServiceWorker } from './pwa';

/** Loaded by main.tsx after the first render, in production builds only. */
export function registerServiceWorker(): void {
  startServiceWorker(registerSW);
}
