import { useSyncExternalStore } from 'react';

// The year the build was made in (BUILD_DEFINES in prerender.ts): the year the prerendered pages
// show. Unset outside a build (the dev server, unit tests), where nothing is prerendered.
const buildYear = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

const noChanges = () => () => {};
const thisYear = () => new Date().getFullYear();
const yearOfBuild = () => buildYear;

/**
 * This year, for the footers' copyright. A prerendered page was rendered with the build's year:
 * hydration starts from that (the server snapshot) and then renders today's, so a page built in
 * December and served in January shows the new year, with no hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noChanges, thisYear, yearOfBuild);
}
