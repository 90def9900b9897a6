const SEOUL = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Korean users read it in messages and mails: `11월 23일 21:40` (Korea time). */
export function formatKoreanDateTime(date: Date): string {
  const parts = Object.fromEntries(SEOUL.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month}월 ${parts.day}일 ${parts.hour}:${parts.minute}`;
}
