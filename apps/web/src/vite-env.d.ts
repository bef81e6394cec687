/// <reference types="vite/client" />

/** The build's version text, shown in the footer (spec 1). */
declare const __APP_VERSION__: string;
/** Unique per build; compared with the deployed version manifest (spec 4.8). */
declare const __APP_BUILD_ID__: string;
/** The version manifest's file name at the site root. */
declare const __VERSION_FILE__: string;
