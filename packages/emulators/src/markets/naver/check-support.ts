/** The building blocks of Naver's body checks: JSON guards and the `invalidInputs` collector. */

export type InvalidInput = { name: string; type: string; message: string };

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);
export const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const BANNED_NAME = /[<>\\*?"]/;

export class Problems {
  readonly list: InvalidInput[] = [];
  add(name: string, type: string, message: string): void {
    this.list.push({ name, type, message });
  }
  required(name: string): void {
    this.add(name, 'NotNull', '필수 입력 항목입니다.');
  }
  oneOf(name: string, value: unknown, allowed: readonly string[]): boolean {
    if (typeof value !== 'string' || !allowed.includes(value)) {
      this.add(name, 'InvalidEnum', `허용되지 않는 값입니다: ${String(value)} (${allowed.join(', ')})`);
      return false;
    }
    return true;
  }
}
