import { WEEKDAYS } from '@/contract/recurrence';
import { Checkbox } from '@/components/ui/checkbox';
import { useSeriesLabels } from '../use-series-labels';

/** The seven weekdays of a series' rule as checkboxes, Monday first (inside a checkbox group). */
export function WeekdayChoices() {
  const labels = useSeriesLabels();
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      {WEEKDAYS.map((day) => (
        <Checkbox key={day} value={day}>
          {labels.weekday[day]}
        </Checkbox>
      ))}
    </div>
  );
}
