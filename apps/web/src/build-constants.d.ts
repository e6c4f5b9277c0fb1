/** Set by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;
