import { createContext, useContext } from 'react';

// The signed-in studio's IANA zone, which every date and time on its pages is shown in (decision
// 0050). The app's root provides it from the session (app/AppRoot.tsx), so i18n need not
// import the session's feature; undefined on the platform's own pages, which have no studio.
const StudioTimeZoneContext = createContext<string | undefined>(undefined);

export const StudioTimeZoneProvider = StudioTimeZoneContext.Provider;

/** The studio's zone, or undefined where no studio is signed in. */
export const useStudioTimeZone = () => useContext(StudioTimeZoneContext);
