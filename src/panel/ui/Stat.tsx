import { Icon } from './Icon';

/** One figure on a dashboard. */
export function Stat({ icon, label, value, testId }: { icon: string; label: string; value: number | undefined; testId: string }) {
  return (
    <div className="stat-card">
      <Icon name={icon} size={22} />
      <div>
        <div className="stat-value" data-testid={testId}>{value ?? '–'}</div>
        <div className="stat-label">{label}</div>
      </div>
    </div>
  );
}
