import { matchesSearch } from './search';

/** SPEC §3 Dropdown option; `model` is extra searchable text (e.g. a code or alias). */
export interface DropdownOption {
  value: string;
  label: string;
  model?: string;
}

/** Options whose label or model matches the query (folded by katla: any case, with or without Turkish letters). */
export function filterOptions(options: readonly DropdownOption[], query: string): DropdownOption[] {
  return options.filter((option) => matchesSearch(option.label, query) || (option.model !== undefined && matchesSearch(option.model, query)));
}
