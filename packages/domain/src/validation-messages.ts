import * as z from 'zod';

/**
 * Korean messages for zod validation issues, shared by the server (400 answers) and the web forms.
 * Domain schemas install them as they load (`./zod`); apps with schemas of their own call
 * `installKoreanValidationMessages()` at start-up too.
 */
const TYPE_NAMES: Record<string, string> = {
  string: '문자열',
  number: '숫자',
  int: '정수',
  boolean: '참/거짓',
  object: '객체',
  array: '목록',
  date: '날짜',
  bigint: '정수',
};

function typeName(name: string | undefined): string {
  return (name && TYPE_NAMES[name]) ?? name ?? '값';
}

const FORMAT_NAMES: Record<string, string> = {
  email: '이메일 주소',
  url: 'URL',
  uuid: 'UUID',
  regex: '형식',
  datetime: '날짜·시간',
  date: '날짜',
};

export const koreanErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) {
        return '필수 항목입니다.';
      }
      if (issue.input === null) {
        return '값을 입력해주세요.';
      }
      return `${typeName(issue.expected)} 형식이어야 합니다.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? '값을 입력해주세요.' : `${issue.minimum}자 이상 입력해주세요.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${issue.minimum}개 이상이어야 합니다.`;
      }
      return `${issue.minimum} 이상이어야 합니다.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `${issue.maximum}자 이하로 입력해주세요.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `${issue.maximum}개 이하여야 합니다.`;
      }
      return `${issue.maximum} 이하여야 합니다.`;
    case 'invalid_format':
      return `${FORMAT_NAMES[issue.format] ?? '입력'} 형식이 올바르지 않습니다.`;
    case 'invalid_value':
      return `허용되는 값: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `알 수 없는 항목: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${issue.divisor}의 배수여야 합니다.`;
    case 'invalid_union':
      return '형식이 올바르지 않습니다.';
    default:
      return '값이 올바르지 않습니다.';
  }
};

let installed = false;

/** Makes every zod schema report Korean messages. Idempotent. */
export function installKoreanValidationMessages(): void {
  if (installed) {
    return;
  }
  z.config({ customError: koreanErrorMap });
  installed = true;
}

/** Joins a zod issue path into the field name shown to users, e.g. `consents.terms` or `items[2].url`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** One line per issue, each naming its field: `'password': 8자 이상 입력해주세요.` */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const field = formatIssuePath(issue.path);
      return field ? `'${field}': ${issue.message}` : issue.message;
    })
    .join(' / ');
}
