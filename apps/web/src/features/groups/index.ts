// Group classes (decision 0031): what other features may place on their pages.
export { MemberClasses } from './components/MemberClasses.tsx';
