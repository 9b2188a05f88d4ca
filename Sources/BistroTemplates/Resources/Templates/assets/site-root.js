// The site's root ("/", or the folder the site is published in): every script is in its assets/ folder.
export const root = new URL('../', import.meta.url);
