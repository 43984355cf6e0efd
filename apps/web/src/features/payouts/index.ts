// Paying the team (docs/decisions/0058-pay-rates.md): what other features place on their pages.
export { PayRatesSection } from './components/PayRatesSection.tsx';
