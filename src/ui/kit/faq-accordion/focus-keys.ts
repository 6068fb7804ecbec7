/**
 * Where focus goes among an accordion's questions (WAI-ARIA Authoring Practices, accordion pattern):
 * Down and Up move to the next and previous question, wrapping; Home and End to the first and last. Any
 * other key is not the accordion's (null).
 */
export function focusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
