// The home feature's public entry: the front page's section, which the help pages use too.
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { FrontSection } from './components/FrontSection.tsx';
