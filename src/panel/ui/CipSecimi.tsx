import '@styles/panel-ui.css';

/** Checkbox chips for a fixed list (allergens, diet tags, weekdays). */
export function CipSecimi<T extends string | number>({ legend, options, value, onChange, name }: { legend: string; options: readonly { value: T; label: string }[]; value: readonly T[]; onChange: (next: T[]) => void; name: string }) {
  return (
    <fieldset className="qm-chips">
      <legend>{legend}</legend>
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <label key={String(option.value)} className={`qm-chip${checked ? ' on' : ''}`}>
            <input type="checkbox" name={name} value={String(option.value)} checked={checked}
              onChange={() => onChange(checked ? value.filter((item) => item !== option.value) : [...value, option.value])} />
            {option.label}
          </label>
        );
      })}
    </fieldset>
  );
}
