import type { Service } from '@bmp/shared';
import type { TFunction } from 'i18next';
import type { useFormat } from '../../../i18n/use-format.ts';

type Format = ReturnType<typeof useFormat>;

/** "1 Training credit held", "2 Duo credits spent", "No credits". */
export function creditsText(service: Pick<Service, 'credits'>, t: TFunction, format: Format): string {
  const { quantity, kind, hold } = service.credits;
  if (!hold || quantity === 0) return t('booking:credits.none');
  return t(`booking:credits.${hold}`, {
    count: quantity,
    formatted: format.number(quantity),
    kind: kind ? t(`common:categories.${kind}`) : '',
  });
}

/** When a session starts, in the business's time zone. */
export function whenText(
  service: Pick<Service, 'startsAt' | 'timeZone'>,
  format: Format,
  style: 'full' | 'medium' = 'medium',
): string {
  return format.studioDateTime(service.startsAt, service.timeZone, style);
}
