import { Suspense } from 'react';
import { SectionOverview } from '@/components/layout/section-overview';
import { Skeleton } from '@/components/ui/skeleton';
import { OrganizationCard } from './organization-card';

/** `/settings`: the entries below it, and the organisation's own data. */
export function SettingsOverview() {
  return (
    <div className="flex flex-col gap-6">
      <SectionOverview />
      <div className="w-full max-w-4xl">
        <Suspense fallback={<Skeleton className="h-48" />}>
          <OrganizationCard />
        </Suspense>
      </div>
    </div>
  );
}
