/**
 * Formats Korean phone digits as they are typed: 010-1234-5678, 011-123-4567, 02-123-4567, 02-1234-5678.
 * The server stores digits only; this is for display and input.
 */
export function formatPhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.startsWith('02')) {
    const rest = digits.slice(2, 10);
    if (rest.length === 0) {
      return digits;
    }
    if (rest.length <= 3) {
      return `02-${rest}`;
    }
    if (rest.length <= 7) {
      return `02-${rest.slice(0, 3)}-${rest.slice(3)}`;
    }
    return `02-${rest.slice(0, 4)}-${rest.slice(4)}`;
  }
  if (digits.length <= 3) {
    return digits;
  }
  if (digits.length <= 6) {
    return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  }
  if (digits.length <= 10) {
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}
