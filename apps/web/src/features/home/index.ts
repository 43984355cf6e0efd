// The home feature's public entry: the front page's section, which the help pages use too, and the
// landing content's sections and query, which the operator's editor previews and refreshes.
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { type LandingContentView, landingKeys } from './api/landing.ts';
export { FrontSection } from './components/FrontSection.tsx';
export { LandingHero, LandingSections } from './components/LandingSections.tsx';
