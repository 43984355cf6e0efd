import type { ReactNode } from 'react';
import { RegionCard } from '../../../components/RegionCard.tsx';

/** A titled card of a dashboard (a landmark region named by its title), as tall as its grid cell. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RegionCard title={title} sx={{ height: '100%' }}>
      {children}
    </RegionCard>
  );
}
