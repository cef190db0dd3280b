/** A page's `?id=` as a positive integer, or undefined (absent, or not an id: no request is made for it). */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
