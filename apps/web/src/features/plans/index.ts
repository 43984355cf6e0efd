// The plans feature's public entry: a session's workout and recovery plans, to read or to edit.
export { PlansEditor } from './components/PlansEditor.tsx';
export { PlansView } from './components/PlansView.tsx';
