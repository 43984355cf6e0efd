// The operator feature's public entry: the bar above the operator's pages (the landing editor uses it).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { OperatorHeader } from './components/OperatorHeader.tsx';
