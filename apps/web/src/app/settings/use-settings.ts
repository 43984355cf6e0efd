import { useContext } from 'react';
import { SettingsContext, type SettingsContextValue } from './SettingsProvider.tsx';

/** The user-interface settings and the way to change them. */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings needs a SettingsProvider above it');
  return value;
}
