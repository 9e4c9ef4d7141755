/// <reference types="vite/client" />

/** Replaced at build time with an id of this build (vite.config.ts). */
declare const __BUILD_ID__: string;
