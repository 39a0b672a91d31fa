/** SPEC §4: the side menu level moves one step and bounces at the ends (business 1–2, admin 0–2). */
export interface LevelState {
  level: number;
  direction: 1 | -1;
}

export function nextLevel(state: LevelState, min: number, max: number): LevelState {
  let direction = state.direction;
  if (state.level + direction > max || state.level + direction < min) direction = (direction * -1) as 1 | -1;
  return { level: Math.min(max, Math.max(min, state.level + direction)), direction };
}
