/** One problem of the pre-upload check, and the collector the checks write to. */

export type ProblemField =
  'title' | 'category' | 'notice' | 'options' | 'images' | 'price' | 'stock' | 'tags' | 'detail' | 'template';

/**
 * One thing the market would refuse (`error`: the product is not sent) or Sellerdesk adjusts on the way
 * (`warning`: e.g. tags beyond the market's count are left out). Both sentences are Korean: what is
 * wrong, and what the seller does about it.
 */
export type ListingProblem = {
  code: string;
  severity: 'error' | 'warning';
  field: ProblemField;
  message: string;
  fix: string;
};

export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
export const signedWon = (amount: number) => `${amount >= 0 ? '+' : '−'}${won(Math.abs(amount))}`;

export class Problems {
  readonly list: ListingProblem[] = [];
  error(code: string, field: ProblemField, message: string, fix: string): void {
    this.list.push({ code, severity: 'error', field, message, fix });
  }
  warning(code: string, field: ProblemField, message: string, fix: string): void {
    this.list.push({ code, severity: 'warning', field, message, fix });
  }
}
