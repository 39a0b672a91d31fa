import '@styles/panel-ui.css';

/** On/off switch for inline toggles (aria-pressed tells the state). */
export function Anahtar({ on, label, onToggle, disabled, testId }: { on: boolean; label: string; onToggle: () => void; disabled?: boolean; testId?: string }) {
  return (
    <button type="button" className="qm-switch" aria-pressed={on} aria-label={label} title={label} onClick={onToggle} disabled={disabled} data-testid={testId}>
      <span className="qm-switch-knob" aria-hidden="true" />
    </button>
  );
}
