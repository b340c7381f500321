import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/** A length in minutes in the active language: "45 min", "2 h", "2 h 47 min" in English. */
export function useFormatDuration(): (minutes: number) => string {
  const { _ } = useLingui();
  return useCallback(
    (minutes: number) => {
      const total = Math.max(0, Math.round(minutes));
      const hours = Math.floor(total / 60);
      const rest = total % 60;
      if (hours === 0) return _('catalogue.duration.minutes', { minutes: rest });
      return rest === 0
        ? _('catalogue.duration.hours', { hours })
        : _('catalogue.duration.hoursMinutes', { hours, minutes: rest });
    },
    [_],
  );
}
